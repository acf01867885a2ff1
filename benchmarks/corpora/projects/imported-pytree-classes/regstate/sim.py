import jax
import jax.numpy as jnp

from .state import Tank


def drain(tank: Tank) -> Tank:
    level = tank.level - tank.rate
    if level.min() < 0:
        level = jnp.zeros_like(level)
    return Tank(level, tank.rate, tank.window)


@jax.jit
def simulate(tank: Tank):
    history = []
    for _ in range(tank.window):
        tank = drain(tank)
        history.append(tank.level)
    return jnp.stack(history)
