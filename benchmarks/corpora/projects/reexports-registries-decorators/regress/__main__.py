"""Fit a line to data with a few gross outliers."""

import numpy as np

from .config import Config
from .train import fit


def main():
    rng = np.random.default_rng(1)
    x = rng.normal(size=(200, 3)).astype(np.float32)
    w_true = np.array([1.5, -2.0, 0.5], dtype=np.float32)
    y = x @ w_true + 0.3 + 0.05 * rng.normal(size=200).astype(np.float32)
    y[:10] += 25.0
    params = fit(Config(), x, y)
    print("w:", np.round(np.asarray(params["w"]), 2).tolist())
    print("b:", round(float(params["b"]), 2))


if __name__ == "__main__":
    main()
