"""Mean of a window with traced start and static width."""
import jax
import jax.numpy as jnp
from jax import lax


def window_mean(x, start, width):
    w = lax.dynamic_slice(x, (start,), (width,))
    return w.mean()


fast = jax.jit(window_mean, static_argnames=("width",))
x = jnp.arange(20.0)
print(fast(x, 3, width=5))
print(jax.vmap(lambda s: fast(x, s, width=5))(jnp.arange(4)))
