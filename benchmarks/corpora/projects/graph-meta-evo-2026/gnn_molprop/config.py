from dataclasses import dataclass


@dataclass
class Config:
    node_features: int = 8
    edge_features: int = 4
    hidden: int = 32
    num_layers: int = 3
    graphs_per_batch: int = 8
    max_nodes: int = 96
    max_edges: int = 320
    min_atoms: int = 4
    max_atoms: int = 10
    learning_rate: float = 3e-3
    steps: int = 40
    log_every: int = 10
    eval_batches: int = 3
    seed: int = 0
