"""`jax.jit(jax.grad(f))`: under jit the differentiated value is abstract, so `if` fails."""

import jax
import jax.numpy as jnp


def huber(x, delta):
    if jnp.abs(x) < delta:  # E: jax-traced-bool
        return 0.5 * x**2
    return delta * (jnp.abs(x) - 0.5 * delta)


huber_grad = jax.jit(jax.grad(huber))
huber_grad(jnp.asarray(0.5), 1.0)
