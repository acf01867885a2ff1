import jax
import jax.numpy as jnp
import numpy as np

from .rollout import population_returns


def centered_ranks(x):
    ranks = np.empty(len(x))
    ranks[np.argsort(x)] = np.arange(len(x))
    return ranks / (len(x) - 1) - 0.5


def train(env, policy, cfg, key):
    k_init, key = jax.random.split(key)
    theta = policy.init(k_init)
    history = []
    for gen in range(cfg.generations):
        key, k_noise, k_eval = jax.random.split(key, 3)
        half = jax.random.normal(k_noise, (cfg.pop_size // 2, policy.num_params))
        eps = jnp.concatenate([half, -half])
        returns = np.asarray(population_returns(
            env, policy, theta + cfg.sigma * eps, k_eval, cfg.horizon, cfg.episodes_per_member))
        weights = jnp.asarray(centered_ranks(returns))
        theta = theta + cfg.lr / (cfg.pop_size * cfg.sigma) * weights @ eps
        history.append(float(returns.mean()))
    return theta, history
