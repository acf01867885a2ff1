"""Compiled gradient of a Huber loss on a scalar residual."""

import jax
import jax.numpy as jnp


def huber(r, delta=1.0):
    if jnp.abs(r) <= delta:
        return 0.5 * r**2
    return delta * (jnp.abs(r) - 0.5 * delta)


huber_grad = jax.jit(jax.grad(huber))


def gradients(residuals):
    return [huber_grad(r) for r in residuals]


if __name__ == "__main__":
    rs = jnp.array([-3.0, -0.5, 0.2, 2.5])
    for r, g in zip(rs, gradients(rs), strict=True):
        print(float(r), float(g))
