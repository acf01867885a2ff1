"""One jitted driver runs kernels made by one factory, each around another step
function; the second kernel's step loops over its traced step count. The first kernel's
trace says nothing of the second's."""

import jax
import jax.numpy as jnp


def scaled(x, n):
    return x * n


def repeated(x, n):
    for _ in range(n):  # E: jax-traced-index
        x = x + 1.0
    return x


def make_kernel(step):
    def kernel(x, n):
        return step(x, n)

    return kernel


def drive(kernel, x, n):
    return kernel(x, n)


drive_jit = jax.jit(drive, static_argnums=0)
drive_jit(make_kernel(scaled), jnp.ones(2), 3)
drive_jit(make_kernel(repeated), jnp.ones(2), 3)
