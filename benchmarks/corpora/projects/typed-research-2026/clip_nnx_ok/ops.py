from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("dims",))
def l2_normalize(x, dims, eps=1e-6):
    return x / jnp.sqrt(jnp.sum(x * x, axis=dims, keepdims=True) + eps)


def normalize(x, dims):
    return l2_normalize(x, dims=tuple(d % x.ndim for d in dims))


def masked_mean(h, mask):
    w = mask[..., None].astype(h.dtype)
    return jnp.sum(h * w, axis=-2) / jnp.maximum(jnp.sum(w, axis=-2), 1.0)
