import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames=("k",))
def topk_values(s, k):
    return jax.lax.top_k(s, k)[0]


def keep_count(n, frac):
    return max(1, int(n * frac))


def soft_top(s, frac):
    k = keep_count(s.shape[-1], frac)
    thresh = topk_values(s, k=k)[..., -1:]
    return jnp.where(s >= thresh, s, -1e9)
