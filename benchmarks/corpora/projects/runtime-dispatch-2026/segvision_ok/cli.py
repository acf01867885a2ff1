"""Entry point: ``python -m segvision [--loss dice] ...``."""
from . import config, trainer


def main(argv=None):
    cfg = config.from_args(argv)
    print(f"model={cfg.model} loss={cfg.loss} steps={cfg.steps}")
    summary = trainer.fit(cfg)
    for key, value in summary.items():
        if key != "history":
            print(f"{key:>18s}: {value:.4f}")
    return 0
