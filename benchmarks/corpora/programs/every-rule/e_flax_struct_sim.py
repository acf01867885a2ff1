"""Particle simulation whose state is a flax struct dataclass."""
import jax
import jax.numpy as jnp
from flax import struct


@struct.dataclass
class Particles:
    pos: jax.Array
    vel: jax.Array
    n_substeps: int = struct.field(pytree_node=False)
    dim: int = struct.field(pytree_node=False)


def substep(p, dt):
    vel = p.vel - dt * p.pos
    return p.replace(pos=p.pos + dt * vel, vel=vel)


@jax.jit
def advance(p, dt):
    for _ in range(p.n_substeps):
        p = substep(p, dt / p.n_substeps)
    centre = jnp.zeros(p.dim)
    if p.dim > 1:
        centre = p.pos.mean(axis=0)
    return p, centre


p = Particles(pos=jnp.ones((4, 2)), vel=jnp.zeros((4, 2)), n_substeps=5, dim=2)
for _ in range(3):
    p, centre = advance(p, 0.1)
print(centre)
