import jax.numpy as jnp

from . import sparsify


def prune_experts(model, frac):
    w2 = model.experts.w2[...]
    kept = sparsify.keep_fraction(jnp.abs(w2), frac)
    model.experts.w2[...] = jnp.where(kept > 0, w2, 0.0)
    return int(jnp.sum(kept > 0))
