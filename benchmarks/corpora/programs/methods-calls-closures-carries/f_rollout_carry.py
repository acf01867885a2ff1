"""Projectile rollout recorded into a fixed-size history."""
import jax
import jax.numpy as jnp
from jax import lax

N_STEPS = 16


@jax.jit
def rollout(pos, vel):
    def body(t, carry):
        pos, vel, hist = carry
        vel = vel + 0.05 * jnp.array([0.0, -9.8])
        pos = pos + 0.05 * vel
        hist = hist.at[t].set(pos)
        return pos, vel, hist

    hist0 = jnp.zeros((N_STEPS, pos.shape[0]))
    pos, vel, hist = lax.fori_loop(0, N_STEPS, body, (pos, vel, hist0))
    return hist


hist = rollout(jnp.array([0.0, 1.0]), jnp.array([2.0, 3.0]))
print(hist[-1], hist.shape)
