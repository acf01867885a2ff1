"""Gradient descent that stops when the gradient norm is small."""

import jax
import jax.numpy as jnp


def rosenbrock(p):
    x, y = p[0], p[1]
    return (1 - x) ** 2 + 100 * (y - x**2) ** 2


@jax.jit
def minimize(p0, lr=1e-3, tol=1e-3):
    p = p0
    g = jax.grad(rosenbrock)(p)
    it = 0
    while jnp.linalg.norm(g) > tol and it < 5000:
        p = p - lr * g
        g = jax.grad(rosenbrock)(p)
        it += 1
    return p


if __name__ == "__main__":
    print(minimize(jnp.array([-1.0, 1.0])))
