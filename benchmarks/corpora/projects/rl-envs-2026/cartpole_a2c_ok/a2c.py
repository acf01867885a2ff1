"""Advantage actor-critic: n-step rollouts under scan, bootstrapped returns."""
from typing import Any, NamedTuple

import jax
import jax.numpy as jnp
import optax

from . import normalize


class AgentState(NamedTuple):
    params: Any
    opt_state: Any
    obs_stats: normalize.RunningStats
    env_state: Any
    obs: jax.Array
    key: jax.Array


def n_step_returns(rewards, dones, last_value, gamma):
    def _body(next_return, xs):
        reward, done = xs
        ret = reward + gamma * next_return * (1.0 - done)
        return ret, ret

    _, returns = jax.lax.scan(_body, last_value, (rewards, dones), reverse=True)
    return returns


def make_update(env, env_params, network, tx, num_steps: int, gamma: float = 0.99):
    v_step = jax.vmap(env.step, in_axes=(0, 0, 0, None))

    def loss_fn(params, obs, actions, returns):
        logits, values = network.apply(params, obs)
        log_probs = jax.nn.log_softmax(logits)
        taken = jnp.take_along_axis(log_probs, actions[..., None], -1)[..., 0]
        adv = jax.lax.stop_gradient(returns - values)
        entropy = -jnp.sum(jnp.exp(log_probs) * log_probs, -1).mean()
        return -(taken * adv).mean() + 0.5 * ((returns - values) ** 2).mean() - 0.01 * entropy

    def _step(carry, _):
        params, stats, env_state, obs, key = carry
        key, k_act, k_env = jax.random.split(key, 3)
        norm_obs = normalize.normalize(stats, obs)
        logits, _ = network.apply(params, norm_obs)
        action = jax.random.categorical(k_act, logits)
        keys = jax.random.split(k_env, obs.shape[0])
        next_obs, env_state, reward, done = v_step(keys, env_state, action, env_params)
        return (params, stats, env_state, next_obs, key), (norm_obs, action, reward, done)

    @jax.jit
    def update(agent: AgentState):
        carry = (agent.params, agent.obs_stats, agent.env_state, agent.obs, agent.key)
        (_, _, env_state, obs, key), (norm_obs, actions, rewards, dones) = jax.lax.scan(
            _step, carry, None, length=num_steps)
        _, last_value = network.apply(agent.params, normalize.normalize(agent.obs_stats, obs))
        returns = n_step_returns(rewards, dones.astype(jnp.float32), last_value, gamma)
        loss, grads = jax.value_and_grad(loss_fn)(agent.params, norm_obs, actions, returns)
        updates, opt_state = tx.update(grads, agent.opt_state, agent.params)
        params = optax.apply_updates(agent.params, updates)
        stats = normalize.update(agent.obs_stats, obs)
        metrics = {"loss": loss, "episodes": dones.sum(), "steps": dones.size}
        return AgentState(params, opt_state, stats, env_state, obs, key), metrics

    return update
