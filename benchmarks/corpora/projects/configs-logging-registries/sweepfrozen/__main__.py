import numpy as np

from . import runner
from .config import Settings


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 3)).astype(np.float32)
    y = np.sin(x[:, 0]) + 0.5 * x[:, 1]
    base = Settings.from_json()
    for cfg in (base, base.replace(activation="relu", clip=1.0)):
        params, losses = runner.fit(cfg, x, y)
        stats = runner.report(cfg, params, x, y)
        print(cfg.as_dict()["activation"], f"{losses[0]:.4f} -> {losses[-1]:.4f}", stats)


main()
