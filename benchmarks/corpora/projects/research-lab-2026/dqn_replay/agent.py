import jax
import jax.numpy as jnp
from jax import lax

from . import env
from .qnet import q_values
from .replay import Transition


def epsilon_greedy(key, q, eps):
    k1, k2 = jax.random.split(key)
    random_action = jax.random.randint(k1, (), 0, q.shape[-1])
    return jnp.where(jax.random.uniform(k2) < eps, random_action, jnp.argmax(q))


def collect(params, env_state, buffer, key, eps, cfg, add_fn):
    def body(carry, k):
        state, buf = carry
        obs = env.observe(state, cfg)
        action = epsilon_greedy(k, q_values(params, obs), eps)
        next_state, next_obs, reward, done = env.step(state, action, cfg)
        buf = add_fn(buf, Transition(obs, action, reward, next_obs, done))
        return (next_state, buf), reward

    keys = jax.random.split(key, cfg.collect_steps)
    (env_state, buffer), rewards = lax.scan(body, (env_state, buffer), keys)
    return env_state, buffer, rewards.sum()
