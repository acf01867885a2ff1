"""Train with the default configuration and report the fit."""
from . import config, trainer
from .registry import AGGREGATORS


def main():
    cfg = config.load()
    print(f"aggregation={cfg['model']['aggregation']} (registered: {sorted(AGGREGATORS)})")
    result = trainer.train(cfg)
    print(f"train mse {result['train_mse']:.4f} vs constant baseline {result['baseline_mse']:.4f}")
    return 0
