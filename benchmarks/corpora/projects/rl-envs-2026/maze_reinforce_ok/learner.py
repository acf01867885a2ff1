"""REINFORCE with a mean baseline, jitted with equinox filters."""
import equinox as eqx
import jax
import jax.numpy as jnp
import optax

from .returns import discounted_returns
from .rollout import make_collect


def make_train_step(env, env_params, optimizer, num_steps: int, gamma: float = 0.95):
    collect = make_collect(env, env_params, num_steps)

    def loss_fn(policy, batch, returns):
        logits = jax.vmap(jax.vmap(policy))(batch.obs)
        log_probs = jax.nn.log_softmax(logits)
        taken = jnp.take_along_axis(log_probs, batch.action[..., None], axis=-1)[..., 0]
        advantage = returns - returns.mean()
        return -jnp.mean(taken * jax.lax.stop_gradient(advantage))

    @eqx.filter_jit
    def train_step(policy, opt_state, env_state, obs, key):
        env_state, obs, batch = collect(policy, env_state, obs, key)
        returns = discounted_returns(batch.reward, batch.done, gamma)
        loss, grads = eqx.filter_value_and_grad(loss_fn)(policy, batch, returns)
        updates, opt_state = optimizer.update(grads, opt_state, eqx.filter(policy, eqx.is_array))
        policy = eqx.apply_updates(policy, updates)
        stats = {"loss": loss, "reward": batch.reward.sum(), "episodes": batch.done.sum()}
        return policy, opt_state, env_state, obs, stats

    return train_step
