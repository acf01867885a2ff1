import jax
import jax.numpy as jnp
from jax import lax


def newton(f, x0, tol=1e-6, max_iter=50):
    df = jax.grad(f)

    def cond(state):
        x, i, _ = state
        return (jnp.abs(f(x)) > tol) & (i < max_iter)

    def body(state):
        x, i, fn = state
        return x - fn(x) / df(x), i + 1, fn

    x, n, _ = lax.while_loop(cond, body, (x0, 0, f))
    return x, n


def cubic(x):
    return x ** 3 - 2.0 * x - 5.0


root, iters = newton(cubic, 2.0)
print("root:", float(root), "iterations:", int(iters))
