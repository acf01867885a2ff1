import jax
import jax.numpy as jnp
import optax

from . import env, shaping
from .policy import rebuild


class OpenAIES:
    """Antithetic-sampling evolution strategy over a flat parameter vector."""

    def __init__(self, cfg, unravel, static):
        self.cfg = cfg
        self.unravel = unravel
        self.static = static
        self.optimizer = optax.adam(cfg.lr)

    def init(self, mean):
        return self.optimizer.init(mean)

    def perturb(self, key, mean):
        half = jax.random.normal(key, (self.cfg.pop_size // 2, mean.shape[0]))
        eps = jnp.concatenate([half, -half], axis=0)
        return eps, mean[None, :] + self.cfg.sigma * eps

    def fitness(self, flat, key):
        policy = rebuild(flat, self.unravel, self.static)
        keys = jax.random.split(key, 2)
        returns = jax.vmap(lambda k: env.rollout(policy, k, self.cfg.episode_len))(keys)
        return returns.mean()

    def gradient(self, eps, fitness):
        weights = shaping.centered_ranks(fitness)
        return weights @ eps / (eps.shape[0] * self.cfg.sigma)

    def step(self, mean, opt_state, key):
        k_noise, k_env = jax.random.split(key)
        eps, population = self.perturb(k_noise, mean)
        fitness = jax.vmap(self.fitness, in_axes=(0, None))(population, k_env)
        grad = self.gradient(eps, fitness) - self.cfg.weight_decay * mean
        updates, opt_state = self.optimizer.update(-grad, opt_state, mean)
        return optax.apply_updates(mean, updates), opt_state, fitness
