"""The Huber branches are selected with `jnp.where`, which jit and grad both trace."""

import jax
import jax.numpy as jnp


def huber(x, delta):
    small = 0.5 * x**2
    large = delta * (jnp.abs(x) - 0.5 * delta)
    return jnp.where(jnp.abs(x) < delta, small, large)


huber_grad = jax.jit(jax.grad(huber))
huber_grad(jnp.asarray(0.5), 1.0)
