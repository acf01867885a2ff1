import json

import numpy as np

from . import models, train
from .registry import BUILDERS

SETTINGS = '{"model": "mlp", "n_blocks": 2, "steps": 30}'


def main():
    settings = json.loads(SETTINGS)
    print(f"{models.__name__}: {', '.join(sorted(BUILDERS))}")
    rng = np.random.default_rng(4)
    x = rng.uniform(-1, 1, size=(40, 2)).astype(np.float32)
    y = np.stack([x[:, 0] * x[:, 1], np.cos(x[:, 0])], axis=1).astype(np.float32)
    _, losses = train.fit(settings["model"], x, y, settings["n_blocks"], settings["steps"])
    print(f"{settings['model']}: first {losses[0]:.4f} last {losses[-1]:.4f}")


main()
