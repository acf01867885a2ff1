"""Sample a 1-D signal on an evenly spaced grid whose resolution is a compile-time setting."""
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="num_points")
def sample_damped_wave(freq, num_points):
    t = jnp.linspace(0.0, 2.0 * jnp.pi, num_points)
    return jnp.exp(-0.3 * t) * jnp.sin(freq * t)


def summarize(samples):
    return {
        "n": int(samples.shape[0]),
        "peak": round(float(jnp.max(samples)), 4),
        "trough": round(float(jnp.min(samples)), 4),
    }


freq = jnp.float32(3.0)
for resolution in (32, 64):
    wave = sample_damped_wave(freq, num_points=resolution)
    print(summarize(wave))
