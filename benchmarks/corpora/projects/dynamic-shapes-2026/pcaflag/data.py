"""Sensor readings living near a low-dimensional subspace, plus a few outliers."""
from typing import Any

import numpy as np

SETTINGS: dict[str, Any] = {"n": 400, "dim": 12, "rank": 3, "n_outliers": 8, "seed": 0}


def make_readings(settings):
    rng = np.random.default_rng(settings["seed"])
    basis = np.linalg.qr(rng.standard_normal((settings["dim"], settings["rank"])))[0]
    latent = rng.standard_normal((settings["n"], settings["rank"])) * np.array([3.0, 2.0, 1.0])
    x = latent @ basis.T + 0.1 * rng.standard_normal((settings["n"], settings["dim"]))
    outlier_idx = rng.choice(settings["n"], size=settings["n_outliers"], replace=False)
    x[outlier_idx] += 2.5 * rng.standard_normal((settings["n_outliers"], settings["dim"]))
    is_outlier = np.zeros(settings["n"], dtype=bool)
    is_outlier[outlier_idx] = True
    return x.astype(np.float32), is_outlier
