"""Gather positive entries using nonzero with a fixed output size."""
import jax
import jax.numpy as jnp


@jax.jit
def positive_values(x):
    (idx,) = jnp.nonzero(x > 0, size=x.shape[0], fill_value=0)
    count = (x > 0).sum()
    keep = jnp.arange(x.shape[0]) < count
    return jnp.where(keep, x[idx], 0.0)


x = jnp.array([-1.0, 2.0, 0.5, -3.0])
print(positive_values(x))
