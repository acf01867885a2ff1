"""Running exponential moving average written with fori_loop and .at[].set."""

import jax
import jax.numpy as jnp
from jax import lax


def ema(xs, alpha):
    out = jnp.zeros_like(xs)
    out = out.at[0].set(xs[0])

    def body(i, out):
        return out.at[i].set(alpha * xs[i] + (1 - alpha) * out[i - 1])

    return lax.fori_loop(1, xs.shape[0], body, out)


ema_jit = jax.jit(ema)
xs = jnp.sin(jnp.linspace(0, 4, 20))
print(ema_jit(xs, 0.3)[-3:])
print(ema_jit(xs, jnp.float32(0.7))[-3:])
