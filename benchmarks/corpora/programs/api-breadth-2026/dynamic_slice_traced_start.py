"""Average fixed-width windows of a signal at scanned start offsets."""
import jax
import jax.numpy as jnp
from jax import lax

WINDOW = 4


@jax.jit
def window_means(signal, starts):
    def step(total, start):
        window = lax.dynamic_slice(signal, (start,), (WINDOW,))
        mean = window.mean()
        return total + mean, mean

    total, means = lax.scan(step, jnp.float32(0.0), starts)
    return total, means


signal = jnp.linspace(0.0, 1.0, 20)
starts = jnp.array([0, 5, 12], dtype=jnp.int32)
total, means = window_means(signal, starts)
print("window means:", means)
print("sum of means:", float(total))
