"""Train with the experiment defaults."""
from . import config, registry, trainer


def main():
    cfg = config.load()
    print(f"objective={cfg['objective']['name']} (available: {registry.available()})")
    result = trainer.train(cfg)
    print(f"reconstruction BCE per image: {result['reconstruction_bce']:.3f}")
    return 0
