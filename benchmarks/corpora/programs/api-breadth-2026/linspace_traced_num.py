"""Sample a 1-D signal on an evenly spaced grid whose resolution is a runtime argument."""
import jax
import jax.numpy as jnp


@jax.jit
def sample_damped_wave(freq, num_points):
    t = jnp.linspace(0.0, 2.0 * jnp.pi, num_points)
    return jnp.exp(-0.3 * t) * jnp.sin(freq * t)


def summarize(samples):
    return {
        "n": int(samples.shape[0]),
        "peak": float(jnp.max(samples)),
        "trough": float(jnp.min(samples)),
    }


freq = jnp.float32(3.0)
resolution = 64
wave = sample_damped_wave(freq, resolution)
print(summarize(wave))
