import jax
import jax.numpy as jnp
from jax import lax

count = 1


def tick(carry, _):
    global count
    count = jnp.add(count, 1)
    return carry * 0.5, None


final, _ = lax.scan(tick, 8.0, None, length=2)
print(final)
print(jax.jit(jnp.add)(jnp.ones(()), count))
