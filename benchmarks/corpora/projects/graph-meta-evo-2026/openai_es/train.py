import equinox as eqx
import jax
import numpy as np

from . import env
from .es import OpenAIES
from .policy import Policy, flatten_policy


def train(cfg):
    key = jax.random.PRNGKey(cfg.seed)
    key, init_key = jax.random.split(key)
    policy = Policy(env.OBS_DIM, env.ACT_DIM, cfg.hidden, init_key)
    mean, unravel, static = flatten_policy(policy)
    strategy = OpenAIES(cfg, unravel, static)
    opt_state = strategy.init(mean)
    es_step = eqx.filter_jit(strategy.step)
    log = []
    for gen in range(cfg.generations):
        key, sub = jax.random.split(key)
        mean, opt_state, fitness = es_step(mean, opt_state, sub)
        fitness = np.asarray(fitness)
        log.append((fitness.mean(), fitness.max()))
        if gen % cfg.log_every == 0:
            print(f"gen {gen:3d}  mean fitness {fitness.mean():8.3f}  best {fitness.max():8.3f}")
    return strategy, mean, log
