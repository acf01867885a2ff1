import jax
import jax.numpy as jnp


def barrier(x):
    assert x > 0.0, "barrier argument must be positive"
    return -jnp.log(x)


def penalized(x, t=10.0):
    return t * (x - 2.0) ** 2 + barrier(x)


step = jax.jit(lambda x: x - 0.01 * jax.grad(penalized)(x))

x = 1.0
for _ in range(3):
    x = step(x)
print(x)
