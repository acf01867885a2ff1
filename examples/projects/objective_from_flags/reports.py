"""Host-side summaries of a trained encoder, registered by name: NumPy on NumPy arrays."""

import numpy as np

from objective_from_flags.registry import REPORTS


@REPORTS.register("spread")
def spread(z1, z2):
    return float(np.std(np.asarray(z1) - np.asarray(z2)))


@REPORTS.register("rank")
def rank(z1, z2):
    return int(np.linalg.matrix_rank(np.asarray(z1)))
