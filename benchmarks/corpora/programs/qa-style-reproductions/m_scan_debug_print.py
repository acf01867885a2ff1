"""Running maximum with lax.scan, printing the carry via jax.debug.print."""
import jax
import jax.numpy as jnp
from jax import lax


def step(best, x):
    best = jnp.maximum(best, x)
    jax.debug.print("running max {b}", b=best)
    return best, best


xs = jnp.array([0.2, 1.5, 0.7, 2.1])
final, history = jax.jit(lambda xs: lax.scan(step, jnp.float32(-1.0), xs))(xs)
print(final, history)
