import jax
import jax.numpy as jnp
from jax.experimental import checkify


def barrier(x):
    checkify.check(x > 0.0, "barrier argument must be positive, got {x}", x=x)
    return -jnp.log(x)


def penalized(x, t=10.0):
    return t * (x - 2.0) ** 2 + barrier(x)


def update(x):
    return x - 0.01 * jax.grad(penalized)(x)


step = jax.jit(checkify.checkify(update))

x = 1.0
for _ in range(3):
    err, x = step(x)
    err.throw()
print(x)
