"""Mean of a window of given start and width."""
import jax
import jax.numpy as jnp
from jax import lax


@jax.jit
def window_mean(x, start, width):
    w = lax.dynamic_slice(x, (start,), (width,))
    return w.mean()


x = jnp.arange(20.0)
print(window_mean(x, 3, 5))
