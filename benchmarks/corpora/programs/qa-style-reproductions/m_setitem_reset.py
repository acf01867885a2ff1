"""Zero out one entry of a vector inside a jitted function."""
import jax
import jax.numpy as jnp


@jax.jit
def reset(x, i):
    x = x * 2.0
    x[i] = 0.0
    return x


print(reset(jnp.arange(5.0), 2))
