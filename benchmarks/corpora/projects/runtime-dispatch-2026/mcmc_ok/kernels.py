"""Transition kernels.  Each public factory has the signature
``factory(logdensity_fn, step_size, **options) -> step(key, state)``."""
from typing import NamedTuple

import jax
import jax.numpy as jnp
from jax import lax

from . import diagnostics


class State(NamedTuple):
    position: jax.Array
    logdensity: jax.Array
    grad: jax.Array


def init_state(logdensity_fn, position):
    logp, grad = jax.value_and_grad(logdensity_fn)(position)
    return State(position, logp, grad)


def _mh_select(key, log_ratio, proposal, state):
    accept_prob = jnp.minimum(1.0, jnp.exp(jnp.nan_to_num(log_ratio, nan=-jnp.inf)))
    accepted = jax.random.uniform(key) < accept_prob
    new_state = jax.tree.map(lambda a, b: jnp.where(accepted, a, b), proposal, state)
    return new_state, accept_prob, accepted


def rwm(logdensity_fn, step_size, **unused):
    value_and_grad = jax.value_and_grad(logdensity_fn)

    def step(key, state):
        prop_key, acc_key = jax.random.split(key)
        q = state.position + step_size * jax.random.normal(prop_key, state.position.shape)
        proposal = State(q, *value_and_grad(q))
        new_state, accept_prob, accepted = _mh_select(
            acc_key, proposal.logdensity - state.logdensity, proposal, state)
        return new_state, {"accept_prob": accept_prob, "is_accepted": accepted}

    return step


def mala(logdensity_fn, step_size, **unused):
    value_and_grad = jax.value_and_grad(logdensity_fn)

    def log_q(x_to, x_from, grad_from):
        diff = x_to - x_from - step_size * grad_from
        return -jnp.sum(diff**2) / (4.0 * step_size)

    def step(key, state):
        prop_key, acc_key = jax.random.split(key)
        noise = jax.random.normal(prop_key, state.position.shape)
        q = state.position + step_size * state.grad + jnp.sqrt(2.0 * step_size) * noise
        proposal = State(q, *value_and_grad(q))
        log_ratio = (proposal.logdensity - state.logdensity
                     + log_q(state.position, q, proposal.grad)
                     - log_q(q, state.position, state.grad))
        new_state, accept_prob, accepted = _mh_select(acc_key, log_ratio, proposal, state)
        return new_state, {"accept_prob": accept_prob, "is_accepted": accepted}

    return step


def hmc(logdensity_fn, step_size, num_leapfrog=10, **unused):
    value_and_grad = jax.value_and_grad(logdensity_fn)

    def leapfrog(q, p, grad):
        def body(_, carry):
            q, p, _, grad = carry
            p = p + 0.5 * step_size * grad
            q = q + step_size * p
            logp, grad = value_and_grad(q)
            p = p + 0.5 * step_size * grad
            return q, p, logp, grad

        return lax.fori_loop(0, num_leapfrog, body, (q, p, jnp.zeros(()), grad))

    def step(key, state):
        mom_key, acc_key = jax.random.split(key)
        p0 = jax.random.normal(mom_key, state.position.shape)
        q, p, logp, grad = leapfrog(state.position, p0, state.grad)
        h0 = -state.logdensity + 0.5 * jnp.sum(p0**2)
        h1 = -logp + 0.5 * jnp.sum(p**2)
        new_state, accept_prob, accepted = _mh_select(
            acc_key, h0 - h1, State(q, logp, grad), state)
        info = {"is_accepted": accepted, "accept_prob": accept_prob}
        info["energy_error"] = diagnostics.energy_error(h0, h1)
        return new_state, info

    return step
