"""Symmetric int8 quantisation of a weight matrix."""

import numpy as np
import jax
import jax.numpy as jnp


def scale_for(w):
    return np.float32(jnp.max(jnp.abs(w))) / 127.0


@jax.jit
def quantize(w):
    s = scale_for(w)
    q = jnp.clip(jnp.round(w / s), -127, 127).astype(jnp.int8)
    return q, s


def dequantize(q, s):
    return q.astype(jnp.float32) * s


if __name__ == "__main__":
    w = jax.random.normal(jax.random.PRNGKey(0), (4, 4))
    q, s = quantize(w)
    print(jnp.max(jnp.abs(dequantize(q, s) - w)))
