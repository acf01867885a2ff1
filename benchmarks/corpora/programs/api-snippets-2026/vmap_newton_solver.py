import jax
import jax.numpy as jnp


def f(x, c):
    return x ** 3 - c


def df(x, c):
    return 3.0 * x ** 2


def cube_root(c, tol):
    x = jnp.maximum(c, 1.0)
    err = f(x, c)
    while jnp.abs(err) > tol:
        x = x - err / df(x, c)
        err = f(x, c)
    return x


targets = jnp.array([2.0, 8.0, 27.0, 100.0])
roots = jax.vmap(cube_root, in_axes=(0, None))(targets, 1e-5)
print(roots)
print(roots ** 3)
