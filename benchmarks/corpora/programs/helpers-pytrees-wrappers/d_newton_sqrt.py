"""Elementwise square root via Newton iterations."""
import jax
import jax.numpy as jnp


def _residual(y, x):
    return jnp.max(jnp.abs(y * y - x))


def _refine(y, x, tol):
    while _residual(y, x) > tol:
        y = 0.5 * (y + x / y)
    return y


@jax.jit
def newton_sqrt(x):
    y0 = jnp.maximum(x, 1.0)
    return _refine(y0, x, 1e-5)


if __name__ == "__main__":
    x = jnp.array([2.0, 9.0, 0.25, 10.0])
    print(newton_sqrt(x))
