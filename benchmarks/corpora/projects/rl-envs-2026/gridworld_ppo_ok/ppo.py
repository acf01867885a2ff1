"""PPO update: rollout, GAE and a few full-batch epochs, all under one jit."""
import jax
import jax.numpy as jnp
import optax

from .gae import compute_gae
from .rollout import make_rollout


def make_update(env, env_params, network, tx, num_steps, gamma=0.99, lam=0.95,
                clip_eps=0.2, epochs=2):
    rollout = make_rollout(env, env_params, network, num_steps)

    def loss_fn(params, traj, advantages, targets):
        logits, value = network.apply(params, traj.obs)
        log_probs = jax.nn.log_softmax(logits)
        new_lp = jnp.take_along_axis(log_probs, traj.action[..., None], axis=-1)[..., 0]
        ratio = jnp.exp(new_lp - traj.log_prob)
        adv = (advantages - advantages.mean()) / (advantages.std() + 1e-8)
        clipped = jnp.clip(ratio, 1.0 - clip_eps, 1.0 + clip_eps)
        pg_loss = -jnp.minimum(ratio * adv, clipped * adv).mean()
        v_loss = 0.5 * jnp.mean((value - targets) ** 2)
        entropy = -jnp.mean(jnp.sum(jnp.exp(log_probs) * log_probs, axis=-1))
        return pg_loss + 0.5 * v_loss - 0.01 * entropy, entropy

    @jax.jit
    def update(runner, opt_state):
        runner, traj = rollout(runner)
        _, last_value = network.apply(runner.params, runner.obs)
        advantages, targets = compute_gae(traj, last_value, gamma, lam)

        def _epoch(carry, _):
            params, opt_state = carry
            (loss, entropy), grads = jax.value_and_grad(loss_fn, has_aux=True)(
                params, traj, advantages, targets)
            updates, opt_state = tx.update(grads, opt_state, params)
            return (optax.apply_updates(params, updates), opt_state), (loss, entropy)

        (params, opt_state), (losses, entropies) = jax.lax.scan(
            _epoch, (runner.params, opt_state), None, length=epochs)
        metrics = {
            "loss": losses[-1],
            "entropy": entropies[-1],
            "mean_reward": traj.reward.mean(),
            "episodes": traj.done.sum(),
        }
        return runner._replace(params=params), opt_state, metrics

    return update
