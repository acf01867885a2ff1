"""`jax.ensure_compile_time_eval()` evaluates only what is already concrete: a jit
argument stays traced inside the block."""

import jax
import jax.numpy as jnp


@jax.jit
def sgd_step(w, grad, lr):
    with jax.ensure_compile_time_eval():
        if lr > 0.1:  # E: jax-traced-bool
            lr = 0.1
    return w - lr * grad


sgd_step(jnp.ones(3), jnp.ones(3), 0.5)
