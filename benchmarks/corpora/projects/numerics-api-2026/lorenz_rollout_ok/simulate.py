from functools import partial

import jax

from . import rollout


@partial(jax.jit, static_argnums=(2,))
def simulate(state0, dt, n_steps, params):
    return rollout.run(state0, dt, n_steps, params)


def final_state_jacobian(state0, dt, n_steps, params):
    return jax.jacfwd(lambda s: simulate(s, dt, n_steps, params)[0])(state0)
