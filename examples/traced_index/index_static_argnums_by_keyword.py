"""`static_argnums` and `static_argnames` given together: jax.jit infers neither from the
other, so the static position passed by keyword is traced."""

import jax
import jax.numpy as jnp


def smooth(x, n, mode):
    for _ in range(n):  # E: jax-traced-index
        x = 0.5 * (x + jnp.roll(x, 1)) if mode == "roll" else 0.5 * x
    return x


smooth_jit = jax.jit(smooth, static_argnums=1, static_argnames="mode")
x = jnp.arange(4.0)
print(smooth_jit(x, 2, mode="roll"))
print(smooth_jit(x, n=2, mode="roll"))
