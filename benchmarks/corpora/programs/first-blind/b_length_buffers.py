"""Allocate buffers sized from the input inside a jitted function."""

import jax
import jax.numpy as jnp


@jax.jit
def pad_and_count(x):
    n = len(x)
    buf = jnp.zeros(n + 2)
    buf = buf.at[1 : n + 1].set(x)
    counts = jnp.zeros(x.size, dtype=jnp.int32) + jnp.size(x)
    widths = jnp.ones(min(x.shape)) * x.ndim
    return buf, counts.sum(), widths


if __name__ == "__main__":
    buf, total, widths = pad_and_count(jnp.arange(5.0))
    print(buf, total, widths)
    longer = jnp.linspace(0.0, 1.0, 9)
    buf, total, widths = pad_and_count(longer)
    print(buf.shape, total, widths)
