import jax.numpy as jnp


def circle_parabola(x, radius):
    """x^2 + y^2 = r^2 and y = x^2."""
    return jnp.stack([x[0] ** 2 + x[1] ** 2 - radius**2, x[1] - x[0] ** 2])


def rosenbrock_grad(x, a):
    return jnp.stack([-2 * (a - x[0]) - 400 * x[0] * (x[1] - x[0] ** 2), 200 * (x[1] - x[0] ** 2)])
