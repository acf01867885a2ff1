import jax
import numpy as np

from .cell import Cell
from .rollout import make_runner


def main():
    cell = Cell(jax.random.PRNGKey(0), n_in=3, n_hidden=8)
    xs = np.random.default_rng(0).normal(size=(12, 2, 3)).astype(np.float32)
    h_last, sums = make_runner(cell)(xs)
    print("final state norm", float(np.linalg.norm(np.asarray(h_last))))
    print("per-step sums", np.round(np.asarray(sums)[:, 0], 3))


main()
