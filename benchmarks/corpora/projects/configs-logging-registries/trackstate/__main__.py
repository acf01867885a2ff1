import jax
import numpy as np

from .cell import Cell
from .metrics import Tracker
from .rollout import make_step


def main():
    rng = np.random.default_rng(0)
    xs = rng.normal(size=(10, 4, 2)).astype(np.float32)
    resets = (np.arange(10) % 5 == 0).astype(np.float32)
    targets = np.cumsum(xs[:, :, 0], axis=0).astype(np.float32) * 0.3
    cell = Cell(n_in=2, n_hidden=6)
    tracker = Tracker("loss")
    params = cell.init(jax.random.PRNGKey(2))
    step = make_step(cell, tracker, lr=0.1)
    for epoch in range(3):
        stats = tracker.init()
        for _ in range(10):
            params, stats = step(params, stats, xs, resets, targets)
        print(f"epoch {epoch} mean {tracker.record(stats):.4f} peak {float(stats.peak):.4f}")
    print("traced", tracker.traces, "time(s)")


main()
