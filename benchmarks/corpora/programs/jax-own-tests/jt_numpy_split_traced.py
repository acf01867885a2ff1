import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def halves_diff(arr):
    left, right = np.split(arr, 2, 0)
    return left - right


print(halves_diff(np.arange(4)))
print(halves_diff(jnp.arange(6.0)))
