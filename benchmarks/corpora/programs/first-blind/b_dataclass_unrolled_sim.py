"""Spring-mass simulation whose state is a registered dataclass."""

import dataclasses

import jax
import jax.numpy as jnp


@dataclasses.dataclass
class SimState:
    pos: jax.Array
    vel: jax.Array
    substeps: int


jax.tree_util.register_dataclass(
    SimState, data_fields=["pos", "vel", "substeps"], meta_fields=[]
)


def accel(pos, k=4.0):
    return -k * pos


@jax.jit
def advance(state: SimState, dt: float) -> SimState:
    pos, vel = state.pos, state.vel
    h = dt / state.substeps
    for _ in range(state.substeps):
        vel = vel + h * accel(pos)
        pos = pos + h * vel
    return SimState(pos, vel, state.substeps)


state = SimState(pos=jnp.array([1.0, 0.0]), vel=jnp.array([0.0, 1.0]), substeps=4)
for _ in range(10):
    state = advance(state, 0.1)
print(state.pos, state.vel)
