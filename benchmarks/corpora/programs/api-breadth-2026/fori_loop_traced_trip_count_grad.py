"""Differentiate through an unrolled gradient-descent inner loop whose step count is an argument."""
import jax
import jax.numpy as jnp
from jax import lax


def inner_loss(w, target):
    return jnp.sum((w - target) ** 2)


def adapted_loss(w0, target, n_steps):
    def body(i, w):
        return w - 0.1 * jax.grad(inner_loss)(w, target)

    w = lax.fori_loop(0, n_steps, body, w0)
    return inner_loss(w, 2.0 * target)


@jax.jit
def meta_gradient(w0, target, n_steps):
    return jax.grad(adapted_loss)(w0, target, n_steps)


w0 = jnp.zeros(3)
target = jnp.array([1.0, -1.0, 0.5])
print("meta-gradient:", meta_gradient(w0, target, 5))
