CONFIG = {
    "seed": 0,
    "data": {"num_train": 2048, "num_eval": 512, "num_features": 12, "fraud_rate": 0.15},
    "model": {"width": 32, "depth": 2},
    "train": {"steps": 60, "batch_size": 128, "learning_rate": 3e-3, "pos_weight": 3.0},
    "eval": {"metrics": ["accuracy", "log_loss", "separation", "roc_auc"], "threshold": 0.5},
}
