from functools import partial

import jax

from . import dynamics, ops


@partial(jax.jit, static_argnames=("n_steps",))
def rollout(x0, theta, n_steps):
    traj = ops.unroll(lambda x: dynamics.damped_step(x, theta), x0, n_steps)
    return ops.tail(traj, n_steps // 2)
