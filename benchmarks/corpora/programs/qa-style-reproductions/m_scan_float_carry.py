"""Running maximum over a sequence with lax.scan."""
import jax.numpy as jnp
from jax import lax


def step(best, x):
    best = max(float(best), float(x))
    return jnp.float32(best), best


xs = jnp.array([0.2, 1.5, 0.7, 2.1])
final, history = lax.scan(step, jnp.float32(-1.0), xs)
print(final, history)
