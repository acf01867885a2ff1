"""Generalised advantage estimation with a reverse scan."""
import jax
import jax.numpy as jnp


def compute_gae(traj, last_value, gamma: float, lam: float):
    def _body(carry, tr):
        gae, next_value = carry
        not_done = 1.0 - tr.done.astype(jnp.float32)
        delta = tr.reward + gamma * next_value * not_done - tr.value
        gae = delta + gamma * lam * not_done * gae
        return (gae, tr.value), gae

    init = (jnp.zeros_like(last_value), last_value)
    _, advantages = jax.lax.scan(_body, init, traj, reverse=True)
    return advantages, advantages + traj.value
