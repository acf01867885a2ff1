"""Average variable-width windows of a signal, iterating over (start, width) pairs with scan."""
import jax
import jax.numpy as jnp
from jax import lax


def window_means(signal, starts, widths):
    def step(total, start_width):
        start, width = start_width
        window = lax.dynamic_slice(signal, (start,), (width,))
        mean = window.mean()
        return total + mean, mean

    total, means = lax.scan(step, jnp.float32(0.0), (starts, widths))
    return total, means


signal = jnp.linspace(0.0, 1.0, 20)
starts = jnp.array([0, 5, 12], dtype=jnp.int32)
widths = jnp.array([4, 4, 6], dtype=jnp.int32)
total, means = window_means(signal, starts, widths)
print("window means:", means)
print("sum of means:", float(total))
