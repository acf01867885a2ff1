import functools

import jax
import jax.numpy as jnp
import optax

from gridrl_ok import policy, rollout


class ReinforceAgent:
    def __init__(self, env, cfg):
        self.env = env
        self.cfg = cfg
        self.tx = optax.adam(cfg.learning_rate)
        self._update = jax.jit(self._update_impl)

    def init(self, key):
        sizes = (self.env.obs_size,) + tuple(self.cfg.hidden) + (self.env.num_actions,)
        params = policy.init_mlp(key, sizes)
        return params, self.tx.init(params)

    def _loss(self, params, traj, advantages):
        logp = jax.nn.log_softmax(policy.mlp_logits(params, traj.obs))
        chosen = jnp.take_along_axis(logp, traj.actions[..., None], axis=-1)[..., 0]
        entropy = -jnp.sum(jnp.exp(logp) * logp, axis=-1).mean()
        return -(chosen * advantages).mean() - self.cfg.entropy_coef * entropy

    def _update_impl(self, params, opt_state, key):
        traj = rollout.collect(self.env, policy.sample_action, params, key,
                               self.cfg.num_envs, self.cfg.horizon)
        returns = rollout.discounted_returns(traj.rewards, self.cfg.gamma)
        advantages = (returns - returns.mean()) / (returns.std() + 1e-6)
        loss, grads = jax.value_and_grad(self._loss)(params, traj, advantages)
        updates, opt_state = self.tx.update(grads, opt_state, params)
        params = optax.apply_updates(params, updates)
        stats = {"loss": loss, "episode_return": traj.rewards.sum(axis=1).mean()}
        return params, opt_state, stats

    def update(self, params, opt_state, key):
        return self._update(params, opt_state, key)

    @functools.partial(jax.jit, static_argnums=(0,), static_argnames=("num_episodes",))
    def evaluate(self, params, key, num_episodes):
        traj = rollout.collect(self.env, policy.greedy_action, params, key,
                               num_episodes, self.cfg.horizon)
        return traj.rewards.sum(axis=1).mean()
