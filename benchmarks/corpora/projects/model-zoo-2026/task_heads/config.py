import dataclasses


@dataclasses.dataclass(frozen=True)
class GraphConfig:
    node_features: int = 4
    hidden: int = 16
    rounds: int = 2
    num_nodes: int = 6
    num_edges: int = 12
    node_classes: int = 3
    tasks: tuple = ("node_cls", "graph_reg")
    lr: float = 3e-3
    steps: int = 4
