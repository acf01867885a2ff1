"""Newton's method on a smooth convex function using jax.hessian."""

import jax
import jax.numpy as jnp


def objective(x):
    return jnp.sum(jnp.exp(x) - x) + 0.5 * jnp.sum(x**2)


def newton(f, x0, steps=8):
    g = jax.grad(f)
    h = jax.hessian(f)
    x = x0
    for _ in range(steps):
        x = x - jnp.linalg.solve(h(x), g(x))
        if float(jnp.linalg.norm(g(x))) < 1e-8:
            break
    return x


if __name__ == "__main__":
    x = newton(objective, jnp.ones(3))
    print(x, objective(x))
