import math

import jax.numpy as jnp
import numpy as np

LN2 = math.log(2.0)


def perplexity(mean_nll, cap=20.0):
    return math.exp(min(float(mean_nll), cap))


def bits_per_char(mean_nll):
    return mean_nll / LN2


def token_accuracy(logits, targets, mask=None):
    correct = (jnp.argmax(logits, axis=-1) == targets).astype(jnp.float32)
    if mask is None:
        return correct.mean()
    return (correct * mask).sum() / jnp.maximum(mask.sum(), 1.0)


def aggregate(results):
    if not results:
        return {}
    return {k: float(np.mean([r[k] for r in results])) for k in results[0]}
