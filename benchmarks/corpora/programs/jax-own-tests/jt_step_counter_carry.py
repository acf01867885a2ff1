import jax
import jax.numpy as jnp
from jax import lax

count = 1


def tick(carry, _):
    value, n = carry
    return (value * 0.5, n + 1), None


(final, count), _ = lax.scan(tick, (8.0, count), None, length=2)
print(final)
print(jax.jit(jnp.add)(jnp.ones(()), count))
