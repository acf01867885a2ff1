"""Repeat a short waveform period to fill a longer buffer."""
import jax
import jax.numpy as jnp


@jax.jit
def periodic_buffer(period, n_periods):
    buffer = jnp.tile(period, n_periods)
    return buffer - buffer.mean()


def energy(signal):
    return float(jnp.sum(signal ** 2))


period = jnp.array([0.0, 1.0, 0.5, -0.5, -1.0], dtype=jnp.float32)
copies = jnp.int32(4)
buf = periodic_buffer(period, copies)
print("length:", buf.shape[0])
print("energy:", round(energy(buf), 4))
