"""Derivatives of a piecewise function taken with grad alone."""
import jax
import jax.numpy as jnp


def huber(x, delta=1.0):
    if abs(x) <= delta:
        return 0.5 * x ** 2
    return delta * (abs(x) - 0.5 * delta)


def smooth_step(x):
    if x < 0.0:
        return 0.0 * x
    elif x > 1.0:
        return 1.0 + 0.0 * x
    return 3 * x ** 2 - 2 * x ** 3


dhuber = jax.grad(huber)
dstep = jax.grad(smooth_step)
for value in [-2.0, 0.3, 0.5, 4.0]:
    print(value, dhuber(value), dstep(value))
print(jax.grad(lambda x: huber(x) + smooth_step(x))(jnp.array(0.7)))
