"""REINFORCE with an optional baseline and entropy bonus."""
import jax
import jax.numpy as jnp
from jax import lax

from . import rollout
from .models import POLICIES


def discounted_returns(rewards, gamma):
    def body(acc, r):
        acc = r + gamma * acc
        return acc, acc

    _, returns = lax.scan(body, jnp.zeros(rewards.shape[:-1]), rewards.T, reverse=True)
    return returns.T


class Reinforce:
    def __init__(self, env, agent_cfg, num_envs):
        self.env = env
        self.cfg = agent_cfg
        self.num_envs = num_envs
        self.init_fn, self.apply_fn = POLICIES[agent_cfg["policy"]]

    def init(self, key):
        return self.init_fn(key, self.env.num_states, self.env.num_actions)

    def loss(self, params, traj):
        returns = discounted_returns(traj.reward, self.cfg["gamma"])
        if self.cfg["baseline"] == "mean":
            advantages = returns - returns.mean(axis=0, keepdims=True)
        elif self.cfg["baseline"] == "none":
            advantages = returns
        else:
            raise ValueError(self.cfg["baseline"])
        logits = self.apply_fn(params, traj.obs)
        logp = jax.nn.log_softmax(logits)
        logp_a = jnp.take_along_axis(logp, traj.action[..., None], axis=-1)[..., 0]
        entropy = -jnp.sum(jnp.exp(logp) * logp, axis=-1)
        pg = -jnp.sum(logp_a * lax.stop_gradient(advantages) * traj.mask)
        bonus = self.cfg["entropy_coef"] * jnp.sum(entropy * traj.mask)
        n = jnp.maximum(traj.mask.sum(), 1.0)
        return (pg - bonus) / n, {"return": traj.reward.sum(axis=-1)}

    def make_update(self):
        lr = self.cfg["learning_rate"]
        horizon = self.env.max_steps

        @jax.jit
        def update(params, key):
            keys = jax.random.split(key, self.num_envs)
            traj = jax.vmap(
                lambda k: rollout.collect(self.env, self.apply_fn, params, k, horizon)
            )(keys)
            (loss, stats), grads = jax.value_and_grad(self.loss, has_aux=True)(params, traj)
            params = jax.tree.map(lambda p, g: p - lr * g, params, grads)
            return params, loss, stats

        return update
