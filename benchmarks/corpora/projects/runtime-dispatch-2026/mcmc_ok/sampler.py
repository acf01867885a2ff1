"""Run several chains of any kernel with ``vmap`` over ``lax.scan``."""
import functools

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax

from . import diagnostics
from .kernels import init_state


@functools.partial(jax.jit, static_argnames=("step_fn", "num_steps"))
def run_chains(step_fn, states, key, num_steps):
    num_chains = states.position.shape[0]

    def one_chain(state, chain_key):
        def body(state, step_key):
            state, info = step_fn(step_key, state)
            return state, (state.position, info)

        return lax.scan(body, state, jax.random.split(chain_key, num_steps))

    return jax.vmap(one_chain)(states, jax.random.split(key, num_chains))


def initial_states(logdensity_fn, num_chains, dim, seed):
    positions = np.random.default_rng(seed).normal(scale=0.1, size=(num_chains, dim))
    return jax.vmap(functools.partial(init_state, logdensity_fn))(
        jnp.asarray(positions, jnp.float32))


def record_host_stats(prefix, infos):
    for name, value in infos.items():
        diagnostics.record(f"{prefix}/{name}", np.asarray(value))


def sample(kernel_factory, logdensity_fn, sampler_cfg, dim, seed):
    states = initial_states(logdensity_fn, sampler_cfg.num_chains, dim, seed)
    key = jax.random.key(seed)
    step_size = sampler_cfg.step_size
    options = {"num_leapfrog": sampler_cfg.num_leapfrog}

    warm_key, sample_key = jax.random.split(key)
    step_fn = kernel_factory(logdensity_fn, step_size, **options)
    states, (_, infos) = run_chains(step_fn, states, warm_key, sampler_cfg.num_warmup)
    acceptance = float(np.mean(np.asarray(infos["is_accepted"])))
    if acceptance < sampler_cfg.target_accept:
        step_size *= 0.7
    elif acceptance > 0.9:
        step_size *= 1.4
    print(f"warmup acceptance {acceptance:.2f} -> step size {step_size:.4f}")

    step_fn = kernel_factory(logdensity_fn, step_size, **options)
    states, (positions, infos) = run_chains(step_fn, states, sample_key, sampler_cfg.num_samples)
    record_host_stats("sample", infos)
    return np.asarray(positions)
