import jax
import jax.numpy as jnp
from jax.experimental import checkify


def safe_log(x):
    checkify.check(jnp.all(x > 0), "log of non-positive input")
    return jnp.log(x)


def entropy(p):
    return -jnp.sum(p * safe_log(p))


checked_entropy = jax.jit(checkify.checkify(entropy))
p = jnp.array([0.2, 0.3, 0.5])
err, value = checked_entropy(p)
err.throw()
print(value)
err, _ = checked_entropy(jnp.array([0.0, 1.0]))
print(err.get())
