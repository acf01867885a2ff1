import jax
import jax.numpy as jnp


def rosenbrock(theta):
    return jnp.sum(100.0 * (theta[1:] - theta[:-1] ** 2) ** 2 + (1.0 - theta[:-1]) ** 2)


def sphere(theta):
    return jnp.sum(theta ** 2)


OBJECTIVES = {"rosenbrock": rosenbrock, "sphere": sphere}


def fitness(name, thetas):
    return -jax.vmap(OBJECTIVES[name])(thetas)
