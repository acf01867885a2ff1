import functools

import jax

from hmc.kernels import HMCState


@functools.partial(jax.jit, static_argnums=(0, 3))
def run_chain(kernel, state, key, num_steps):
    def body(state, k):
        state, info = kernel(state, k)
        return state, (state.q, info)

    keys = jax.random.split(key, num_steps)
    state, (qs, infos) = jax.lax.scan(body, state, keys)
    return state, qs, infos


def init_state(logp_fn, q0):
    return HMCState(q0, logp_fn(q0))
