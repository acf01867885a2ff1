from functools import partial

import jax
import jax.numpy as jnp
from jax import lax


def rollout(x0, horizon, decay):
    def step(x, _):
        x = decay * x + 1.0
        return x, x

    _, traj = lax.scan(step, x0, None, length=horizon)
    return traj


@partial(jax.jit, static_argnums=1)
def simulate(x0, horizon):
    return rollout(x0, horizon, 0.9)


print(simulate(0.0, 5))
print(simulate(1.0, 3))
