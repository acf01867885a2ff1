from typing import NamedTuple

import jax
import jax.numpy as jnp
from jax import lax


class ChainState(NamedTuple):
    x: jax.Array
    log_prob: jax.Array
    grad: jax.Array


def init_state(log_prob, x):
    lp, g = jax.value_and_grad(log_prob)(x)
    return ChainState(x, lp, g)


def _mala_log_q(x_to, x_from, grad_from, eps):
    mu = x_from + 0.5 * eps ** 2 * grad_from
    return -0.5 * jnp.sum((x_to - mu) ** 2) / eps ** 2


def mala_kernel(log_prob, step_size):
    def step(key, state):
        k_prop, k_acc = jax.random.split(key)
        noise = jax.random.normal(k_prop, state.x.shape)
        prop = state.x + 0.5 * step_size ** 2 * state.grad + step_size * noise
        lp_prop, g_prop = jax.value_and_grad(log_prob)(prop)
        log_alpha = (lp_prop - state.log_prob
                     + _mala_log_q(state.x, prop, g_prop, step_size)
                     - _mala_log_q(prop, state.x, state.grad, step_size))
        accept = jnp.log(jax.random.uniform(k_acc)) < log_alpha
        new = ChainState(prop, lp_prop, g_prop)
        state = jax.tree.map(lambda a, b: jnp.where(accept, a, b), new, state)
        return state, accept

    return step


def hmc_kernel(log_prob, step_size, n_leapfrog):
    grad_fn = jax.value_and_grad(log_prob)

    def leapfrog(_, carry):
        x, p, g, lp = carry
        p = p + 0.5 * step_size * g
        x = x + step_size * p
        lp, g = grad_fn(x)
        p = p + 0.5 * step_size * g
        return x, p, g, lp

    def step(key, state):
        k_mom, k_acc = jax.random.split(key)
        p0 = jax.random.normal(k_mom, state.x.shape)
        x, p, g, lp = lax.fori_loop(0, n_leapfrog, leapfrog, (state.x, p0, state.grad, state.log_prob))
        h0 = -state.log_prob + 0.5 * jnp.sum(p0 ** 2)
        h1 = -lp + 0.5 * jnp.sum(p ** 2)
        accept = jnp.log(jax.random.uniform(k_acc)) < (h0 - h1)
        state = lax.cond(accept, lambda: ChainState(x, lp, g), lambda: state)
        return state, accept

    return step
