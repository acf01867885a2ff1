"""Name every static parameter in `static_argnames` too when both are given: then it is
static however the caller passes it."""

import jax
import jax.numpy as jnp


def smooth(x, n, mode):
    for _ in range(n):
        x = 0.5 * (x + jnp.roll(x, 1)) if mode == "roll" else 0.5 * x
    return x


smooth_jit = jax.jit(smooth, static_argnums=1, static_argnames=("n", "mode"))
x = jnp.arange(4.0)
print(smooth_jit(x, 2, mode="roll"))
print(smooth_jit(x, n=2, mode="roll"))
