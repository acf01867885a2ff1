"""Starting points drawn on the host from each objective's usual domain."""
import numpy as np

DOMAINS = {
    "rosenbrock": (-2.0, 2.0),
    "rastrigin": (-5.12, 5.12),
    "styblinski_tang": (-5.0, 5.0),
    "sphere": (-3.0, 3.0),
}


def starting_points(objective, num, dim, seed):
    lo, hi = DOMAINS[objective]
    rng = np.random.default_rng([seed, len(objective)])
    return rng.uniform(lo, hi, size=(num, dim)).astype(np.float32)
