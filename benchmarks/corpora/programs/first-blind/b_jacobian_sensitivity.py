"""Sensitivity of an equilibrium to its parameters via jacfwd."""

import jax
import jax.numpy as jnp


def equilibrium(theta, n_iter=50):
    x = jnp.zeros(2)
    for _ in range(n_iter):
        x = 0.5 * jnp.tanh(theta[:2] + theta[2] * x[::-1])
    return x


def sensitivity(theta):
    J = jax.jacfwd(equilibrium)(theta)
    if J.shape != (2, 3):
        raise RuntimeError("unexpected Jacobian shape")
    return J


if __name__ == "__main__":
    theta = jnp.array([0.2, -0.4, 0.8])
    print(sensitivity(theta))
