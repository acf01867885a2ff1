import jax.numpy as jnp


def compute_gae(rewards, values, dones, last_value, gamma, lam):
    """Generalized advantage estimation, time-major arrays of shape (T, num_envs)."""
    T = rewards.shape[0]
    advantages = jnp.zeros_like(rewards)
    last_adv = jnp.zeros_like(last_value)
    for t in reversed(range(T)):
        next_value = last_value if t == T - 1 else values[t + 1]
        not_done = 1.0 - dones[t]
        delta = rewards[t] + gamma * next_value * not_done - values[t]
        last_adv = delta + gamma * lam * not_done * last_adv
        advantages = advantages.at[t].set(last_adv)
    returns = advantages + values
    return advantages, returns
