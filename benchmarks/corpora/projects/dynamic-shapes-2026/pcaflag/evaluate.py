"""Flag readings whose reconstruction error is in the top (100 - q) percent."""
from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from . import model


@partial(jax.jit, static_argnums=(2,))
def flag_anomalies(pca, x, q):
    scores = model.reconstruction_error(pca, x)
    thr = np.percentile(scores, q)
    return scores > thr, scores, thr


def precision_recall(flags, truth):
    flags, truth = np.asarray(flags), np.asarray(truth)
    tp = int(np.sum(flags & truth))
    return tp / max(int(np.sum(flags)), 1), tp / max(int(np.sum(truth)), 1)
