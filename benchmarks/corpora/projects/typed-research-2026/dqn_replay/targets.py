import jax
import jax.numpy as jnp


def bootstrap_values(q_next_online, q_next_target, double):
    if double:
        a = jnp.argmax(q_next_online, axis=-1)
        return jnp.take_along_axis(q_next_target, a[:, None], axis=-1)[:, 0]
    return q_next_target.max(axis=-1)


def td_targets(rewards, dones, next_values, gamma):
    return rewards + gamma * (1.0 - dones) * next_values


def regression_targets(q_pred, actions, td):
    targets = jax.lax.stop_gradient(q_pred)
    targets[jnp.arange(q_pred.shape[0]), actions] = td
    return targets
