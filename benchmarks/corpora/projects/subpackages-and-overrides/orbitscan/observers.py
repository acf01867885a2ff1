"""Quantities measured after every step, keyed by name."""

import jax.numpy as jnp
import numpy as np

OBSERVERS: dict = {}
HALF = np.float32(0.5)


def observer(name):
    def register(fn):
        OBSERVERS[name] = fn
        return fn

    return register


@observer("kinetic")
def kinetic(state):
    pos, vel = state
    return HALF * jnp.sum(vel**2)


@observer("radius")
def radius(state):
    pos, _ = state
    if pos.ndim == 1:
        return jnp.abs(pos).max()
    return jnp.sqrt(jnp.sum(pos**2, axis=-1)).max()


@observer("spread")
def spread(state):
    pos, _ = state
    n = pos.shape[0]
    centre = jnp.sum(pos, axis=0) / n
    return jnp.sqrt(jnp.sum((pos - centre) ** 2) / max(n - 1, 1))
