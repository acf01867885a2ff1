"""Initial conditions drawn on the host with NumPy."""
import numpy as np

_BOXES = {
    "pendulum": ([-2.0, -1.0], [2.0, 1.0]),
    "van_der_pol": ([-2.0, -2.0], [2.0, 2.0]),
    "lotka_volterra": ([5.0, 2.0], [15.0, 6.0]),
}


def sample_initial_conditions(system_name, n, seed):
    lo, hi = (np.asarray(b, np.float32) for b in _BOXES[system_name])
    rng = np.random.default_rng(seed)
    y0 = lo + (hi - lo) * rng.random((n, lo.shape[0]), dtype=np.float32)
    if np.any(~np.isfinite(y0)):
        raise ValueError("non-finite initial state")
    return y0
