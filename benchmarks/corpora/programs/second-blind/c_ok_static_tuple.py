"""Convolutional smoothing with a kernel passed as a static tuple."""
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("kernel", "mode"))
def convolve(x, kernel, mode="same"):
    k = jnp.asarray(kernel) / sum(kernel)
    return jnp.convolve(x, k, mode=mode)


def pipeline(x, kernels):
    for kernel in kernels:
        x = convolve(x, kernel=tuple(kernel))
    return x


if __name__ == "__main__":
    x = jnp.sin(jnp.linspace(0, 6, 80)) + 0.2 * jax.random.normal(jax.random.PRNGKey(0), (80,))
    out = pipeline(x, [[1, 2, 1], [1, 1, 1, 1, 1]])
    print(out.shape, float(out.std()))
