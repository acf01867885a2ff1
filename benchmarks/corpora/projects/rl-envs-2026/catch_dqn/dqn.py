"""DQN loss and the jitted act-store-learn loop."""
from typing import Any, NamedTuple

import jax
import jax.numpy as jnp
import optax

from . import buffer as rb
from .qnet import epsilon_greedy, linear_schedule


class TrainState(NamedTuple):
    params: Any
    target_params: Any
    opt_state: Any
    env_state: Any
    obs: jax.Array
    buffer: rb.ReplayBuffer
    step: jax.Array
    key: jax.Array


def make_train(env, env_params, network, tx, num_steps: int, batch_size: int = 32,
               gamma: float = 0.99, target_every: int = 20):
    v_step = jax.vmap(env.step, in_axes=(0, 0, 0, None))
    epsilon = linear_schedule(1.0, 0.05, 150)

    def td_loss(params, target_params, batch):
        q = network.apply(params, batch.obs)
        q_taken = jnp.take_along_axis(q, batch.action[:, None], axis=-1)[:, 0]
        q_next = network.apply(target_params, batch.next_obs).max(axis=-1)
        target = batch.reward + gamma * (1.0 - batch.done) * q_next
        return jnp.mean(optax.huber_loss(q_taken, jax.lax.stop_gradient(target)))

    def _iteration(ts: TrainState, _):
        key, k_act, k_env, k_sample = jax.random.split(ts.key, 4)
        q_values = network.apply(ts.params, ts.obs)
        action = epsilon_greedy(k_act, q_values, epsilon(ts.step))
        env_keys = jax.random.split(k_env, ts.obs.shape[0])
        next_obs, env_state, reward, done = v_step(env_keys, ts.env_state, action, env_params)
        transition = rb.Transition(ts.obs, action, reward, next_obs, done.astype(jnp.float32))
        buffer = rb.add_batch(ts.buffer, transition)

        batch = rb.sample(buffer, k_sample, batch_size)
        loss, grads = jax.value_and_grad(td_loss)(ts.params, ts.target_params, batch)
        updates, opt_state = tx.update(grads, ts.opt_state, ts.params)
        params = optax.apply_updates(ts.params, updates)
        refresh = (ts.step + 1) % target_every == 0
        target_params = jax.tree.map(lambda p, t: jnp.where(refresh, p, t), params, ts.target_params)
        ts = TrainState(params, target_params, opt_state, env_state, next_obs, buffer,
                        ts.step + 1, key)
        return ts, {"loss": loss, "reward": reward.sum(), "done": done.sum()}

    @jax.jit
    def train(ts: TrainState):
        return jax.lax.scan(_iteration, ts, None, length=num_steps)

    return train
