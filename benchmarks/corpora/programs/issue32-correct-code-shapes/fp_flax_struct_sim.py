import jax
import jax.numpy as jnp
from flax import struct


@struct.dataclass
class Params:
    gravity: float
    drag: jax.Array
    num_substeps: int = struct.field(pytree_node=False, default=4)
    integrator: str = struct.field(pytree_node=False, default="semi_implicit")


@struct.dataclass
class State:
    pos: jax.Array
    vel: jax.Array
    t: jax.Array


def substep(p, s, h):
    acc = jnp.array([0.0, -p.gravity]) - p.drag * s.vel
    if p.integrator == "euler":
        return s.replace(pos=s.pos + h * s.vel, vel=s.vel + h * acc, t=s.t + h)
    vel = s.vel + h * acc
    return s.replace(pos=s.pos + h * vel, vel=vel, t=s.t + h)


@jax.jit
def step(p, s, dt):
    h = dt / p.num_substeps
    for _ in range(p.num_substeps):
        s = substep(p, s, h)
    bounced = s.replace(pos=s.pos.at[1].set(-s.pos[1]), vel=s.vel.at[1].multiply(-0.8))
    return jax.lax.cond(s.pos[1] < 0, lambda: bounced, lambda: s)


def simulate(p, s, dt, n):
    def body(s, _):
        s = step(p, s, dt)
        return s, s.pos

    return jax.lax.scan(body, s, None, length=n)


s0 = State(pos=jnp.array([0.0, 2.0]), vel=jnp.array([1.0, 0.0]), t=jnp.array(0.0))
for p in (Params(9.81, jnp.array(0.1)), Params(9.81, jnp.array(0.1), num_substeps=16, integrator="euler")):
    final, path = simulate(p, s0, 0.01, 300)
    print(p.integrator, p.num_substeps, path.shape, float(final.t), float(path[:, 1].min()))
moon = Params(1.62, jnp.array(0.0), 2)
print(step(moon, s0, 0.1).pos, moon.num_substeps)
