import jax
import jax.numpy as jnp
from jax import lax


def func(x):
    return lax.fori_loop(x, x + 2.0, lambda i, c: c * x, x)


print(func(1.5))
print(jax.grad(func)(1.5))
print(jax.jvp(func, (1.5,), (1.0,)))
