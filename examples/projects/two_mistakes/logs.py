"""Summaries for the training log."""

import numpy as np


def summary(g):
    values = np.asarray(g)  # E: jax-numpy-on-traced
    return values.mean()
