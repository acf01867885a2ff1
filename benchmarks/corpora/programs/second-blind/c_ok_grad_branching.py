"""Piecewise potential differentiated with jax.grad."""
import jax
import jax.numpy as jnp


def potential(x):
    if x < 0.0:
        return 0.5 * x ** 2
    elif x < 1.0:
        return 0.5 * x ** 2 + 0.1 * x ** 3
    return 0.6 + 1.3 * (x - 1.0)


force = jax.grad(lambda x: -potential(x))


def sample_forces(xs):
    return jnp.array([force(x) for x in xs])


def integer_steps(x0, n):
    g = jax.grad(potential)
    x = x0
    for _ in range(n):
        x = x - 0.1 * g(x)
    return x


if __name__ == "__main__":
    print(sample_forces(jnp.array([-1.0, 0.5, 2.0])))
    print(integer_steps(1.5, 10))
