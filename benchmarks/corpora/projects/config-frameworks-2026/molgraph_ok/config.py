CONFIG = {
    "seed": 0,
    "graphs": {"num_nodes": 40, "num_extra_edges": 60, "feature_dim": 6},
    "model": {
        "node_features": "degree",
        "aggregator": "mean",
        "hidden": 32,
        "num_layers": 3,
        "max_degree": 16,
    },
    "train": {"steps": 50, "learning_rate": 5e-3},
}
