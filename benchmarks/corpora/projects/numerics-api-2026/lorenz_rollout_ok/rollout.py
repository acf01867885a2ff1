import jax
from jax import lax

from . import dynamics


def make_body(dt, params):
    def body(state, _):
        new = dynamics.rk4(state, dt, params)
        return new, new
    return jax.remat(body)


def run(state0, dt, n_steps, params):
    final, traj = lax.scan(make_body(dt, params), state0, None, length=n_steps)
    return final, traj
