"""`jnp.minimum` caps the traced learning rate; no Python `if` is needed."""

import jax
import jax.numpy as jnp


@jax.jit
def sgd_step(w, grad, lr):
    lr = jnp.minimum(lr, 0.1)
    return w - lr * grad


sgd_step(jnp.ones(3), jnp.ones(3), 0.5)
