"""Greedy evaluation episodes driven from the host, one environment at a time."""
import jax
import numpy as np

from .qnet import greedy_action

_greedy = jax.jit(greedy_action, static_argnames=("hidden_sizes", "num_actions"))


def run_episodes(env, env_params, params, cfg, seed: int = 0):
    step = jax.jit(env.step, static_argnums=3)
    returns = []
    key = jax.random.PRNGKey(seed)
    for _ in range(cfg.eval_episodes):
        key, k_reset = jax.random.split(key)
        obs, state = env.reset(k_reset, env_params)
        total, done, t = 0.0, False, 0
        while not done and t < env_params.max_steps:
            action = _greedy(params, obs, hidden_sizes=cfg.hidden_sizes,
                             num_actions=env.num_actions)
            key, k_step = jax.random.split(key)
            obs, state, reward, done = step(k_step, state, action, env_params)
            total += float(reward)
            done = bool(done)
            t += 1
        returns.append(total)
    return np.asarray(returns)
