"""Antithetic OpenAI-ES with centred-rank fitness shaping and an optax optimiser."""
from functools import partial

import jax
import jax.numpy as jnp
import optax

from .rollout import episode_return


def centered_ranks(fitness):
    ranks = jnp.argsort(jnp.argsort(fitness)).astype(jnp.float32)
    return ranks / (fitness.shape[0] - 1) - 0.5


def make_generation(env, unravel, tx, es_config):
    half = es_config.popsize // 2
    evaluate = jax.vmap(partial(episode_return, env), in_axes=(None, None, 0, None))

    @jax.jit
    def generation(mean, opt_state, key, env_params):
        k_noise, k_eval = jax.random.split(key)
        eps = jax.random.normal(k_noise, (half, mean.shape[0]))
        eps = jnp.concatenate([eps, -eps])
        population = mean + es_config.sigma * eps
        fitness = evaluate(env_params, unravel, population, k_eval)
        weights = centered_ranks(fitness)
        grad = -(weights @ eps) / (es_config.popsize * es_config.sigma)
        updates, opt_state = tx.update(grad, opt_state, mean)
        mean = optax.apply_updates(mean, updates)
        return mean, opt_state, {"mean_fitness": fitness.mean(), "max_fitness": fitness.max()}

    return generation
