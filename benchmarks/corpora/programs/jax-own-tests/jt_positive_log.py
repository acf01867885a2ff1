import jax
import jax.numpy as jnp
from jax.experimental import checkify


def safe_log(x):
    checkify.check(jnp.all(x > 0), "log of non-positive input")
    return jnp.log(x)


@jax.jit
def entropy(p):
    return -jnp.sum(p * safe_log(p))


p = jnp.array([0.2, 0.3, 0.5])
print(entropy(p))
