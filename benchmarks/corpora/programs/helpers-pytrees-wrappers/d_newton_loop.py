"""Elementwise square root via Newton iterations in a while loop."""
import jax
import jax.numpy as jnp
from jax import lax

MAX_ITERS = 50


def _residual(y, x):
    return jnp.max(jnp.abs(y * y - x))


def _refine(y, x, tol):
    def cond(state):
        y, it = state
        return (_residual(y, x) > tol) & (it < MAX_ITERS)

    def body(state):
        y, it = state
        return 0.5 * (y + x / y), it + 1

    y, iters = lax.while_loop(cond, body, (y, 0))
    return y, iters


@jax.jit
def newton_sqrt(x):
    y0 = jnp.maximum(x, 1.0)
    tol = 1e-5 if x.dtype == jnp.float32 else 1e-10
    return _refine(y0, x, tol)


if __name__ == "__main__":
    x = jnp.array([2.0, 9.0, 0.25, 10.0])
    y, n = newton_sqrt(x)
    print(y, n)
