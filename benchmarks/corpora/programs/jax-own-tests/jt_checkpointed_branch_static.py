from functools import partial

import jax
import jax.numpy as jnp
from jax import lax


@partial(jax.checkpoint, static_argnums=(0,))
def smooth_step(x):
    if x > 0:
        return lax.sin(x)
    else:
        return lax.cos(x)


def objective(x):
    return smooth_step(x) ** 2


print(objective(3.0))
print(objective(-1.0))
