"""Online n-step Q-learning across vectorised environments."""
from typing import Any, NamedTuple

import jax
import jax.numpy as jnp
import optax

from .qnet import QNetwork


class Learner(NamedTuple):
    params: Any
    opt_state: Any
    env_state: Any
    obs: jax.Array
    key: jax.Array


def make_learner(env, env_params, cfg, key):
    network = QNetwork(cfg.hidden_sizes, env.num_actions)
    tx = optax.adam(cfg.learning_rate)
    v_reset = jax.vmap(env.reset, in_axes=(0, None))
    v_step = jax.vmap(env.step, in_axes=(0, 0, 0, None))

    def init(key):
        k_net, k_env, key = jax.random.split(key, 3)
        obs, env_state = v_reset(jax.random.split(k_env, cfg.num_envs), env_params)
        params = network.init(k_net, obs)
        return Learner(params, tx.init(params), env_state, obs, key)

    def loss_fn(params, obs, actions, targets):
        q = network.apply(params, obs)
        q_taken = jnp.take_along_axis(q, actions[..., None], axis=-1)[..., 0]
        return jnp.mean((q_taken - targets) ** 2)

    def _act(carry, _):
        params, env_state, obs, key = carry
        key, k_eps, k_rand, k_env = jax.random.split(key, 4)
        greedy = jnp.argmax(network.apply(params, obs), axis=-1)
        random = jax.random.randint(k_rand, greedy.shape, 0, env.num_actions)
        action = jnp.where(jax.random.uniform(k_eps, greedy.shape) < cfg.epsilon, random, greedy)
        keys = jax.random.split(k_env, cfg.num_envs)
        next_obs, env_state, reward, done = v_step(keys, env_state, action, env_params)
        return (params, env_state, next_obs, key), (obs, action, reward, done)

    @jax.jit
    def update(learner: Learner):
        carry = (learner.params, learner.env_state, learner.obs, learner.key)
        (_, env_state, obs, key), (obs_seq, actions, rewards, dones) = jax.lax.scan(
            _act, carry, None, length=cfg.rollout_len)
        bootstrap = network.apply(learner.params, obs).max(axis=-1)

        def _target(next_value, xs):
            reward, done = xs
            value = reward + cfg.gamma * next_value * (1.0 - done.astype(jnp.float32))
            return value, value

        _, targets = jax.lax.scan(_target, bootstrap, (rewards, dones), reverse=True)
        loss, grads = jax.value_and_grad(loss_fn)(learner.params, obs_seq, actions,
                                                  jax.lax.stop_gradient(targets))
        updates, opt_state = tx.update(grads, learner.opt_state, learner.params)
        params = optax.apply_updates(learner.params, updates)
        return Learner(params, opt_state, env_state, obs, key), {
            "loss": loss, "hits": (rewards > 0).sum(), "misses": (rewards < 0).sum()}

    return jax.jit(init)(key), update
