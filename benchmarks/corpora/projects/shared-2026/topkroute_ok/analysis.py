import jax.numpy as jnp
from flax import nnx

from . import gating, ops, sparsify, train


@nnx.jit(static_argnames=("k",))
def expert_load(model, x, k):
    weights = gating.route_fixed(model.gate(x), k)
    return jnp.mean(weights > 0, axis=0)


def sparsity_curve(x, fractions=(0.25, 0.5, 1.0)):
    return {f: float(jnp.mean(sparsify.keep_fraction(jnp.abs(x), f) > 0)) for f in fractions}


def k_sweep(model, x, y, ks=(1, 2, 3)):
    return {k: float(train.eval_fixed(model, x, y, k=k)) for k in ks}


def mask_table(n, k):
    return ops.topk_mask(jnp.arange(n, dtype=jnp.float32), k=k)
