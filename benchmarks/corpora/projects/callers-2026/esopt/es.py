from typing import NamedTuple

import jax
import jax.numpy as jnp

from . import objectives, sampler


class ESState(NamedTuple):
    mean: jnp.ndarray
    sigma: jnp.ndarray
    lr: jnp.ndarray
    generation: jnp.ndarray


def _first(state, key, n_samples, objective, dim=None, sigma=0.1, lr=0.05):
    del state, key, n_samples, objective
    return ESState(
        mean=jnp.zeros((dim,)),
        sigma=jnp.asarray(sigma),
        lr=jnp.asarray(lr),
        generation=jnp.zeros([], jnp.int32),
    ), jnp.asarray(-jnp.inf)


def _step(state, key, n_samples, objective, dim=None, sigma=None, lr=None):
    d = state.mean.shape[0]
    eps = sampler.antithetic(key, n_samples, d)
    thetas = state.mean[None, :] + state.sigma * eps
    fit = objectives.fitness(objective, thetas)
    weights = sampler.centered_ranks(fit)
    grad = weights @ eps / (eps.shape[0] * state.sigma)
    new = state._replace(mean=state.mean + state.lr * grad, generation=state.generation + 1)
    return new, jnp.max(fit)


_step_jit = jax.jit(_step, static_argnames=("objective",))


def update(state, key, n_samples, objective, **init_kwargs):
    fn = _first if state is None else _step_jit
    return fn(state, key, n_samples, objective, **init_kwargs)
