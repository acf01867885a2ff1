"""Train the tone classifier with the default (or overridden) configuration."""
from . import config, trainer
from .registry import FEATURES


def main(overrides=None):
    cfg = config.merged(overrides)
    print(f"features={cfg['audio']['features']} of {list(FEATURES)}")
    history = trainer.train(cfg)
    print(f"final loss {history[-1][0]:.3f}, final batch accuracy {history[-1][1]:.2f}")
    return 0
