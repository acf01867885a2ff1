import jax
import jax.numpy as jnp

from .state import Tank


def drain(tank: Tank) -> Tank:
    level = jnp.maximum(tank.level - tank.rate, 0.0)
    return Tank(level, tank.rate, tank.window)


@jax.jit
def simulate(tank: Tank):
    history = []
    for _ in range(tank.window):
        tank = drain(tank)
        history.append(tank.level)
    return jnp.stack(history)
