import equinox as eqx
import jax
import numpy as np

from . import env
from .policy import rebuild


@eqx.filter_jit
def episode_returns(policy, keys, length):
    return jax.vmap(lambda k: env.rollout(policy, k, length))(keys)


def evaluate(strategy, mean, cfg):
    policy = rebuild(mean, strategy.unravel, strategy.static)
    keys = jax.random.split(jax.random.PRNGKey(cfg.seed + 7), cfg.eval_episodes)
    return float(np.mean(episode_returns(policy, keys, cfg.episode_len)))
