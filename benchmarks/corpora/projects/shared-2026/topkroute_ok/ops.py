import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames=("k",))
def topk_mask(x, k):
    vals, _ = jax.lax.top_k(x, k)
    return (x >= vals[..., -1:]).astype(x.dtype)


def renormalize(p, axis=-1):
    return p / jnp.maximum(jnp.sum(p, axis=axis, keepdims=True), 1e-9)
