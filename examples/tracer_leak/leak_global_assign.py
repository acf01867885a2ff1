"""A `global` assignment inside a jitted function stores a tracer past the trace."""

import jax
import jax.numpy as jnp

last_grad_norm = jnp.zeros(())


def loss_fn(w, x):
    return jnp.sum(jnp.tanh(x @ w) ** 2)


@jax.jit
def update(w, x):
    global last_grad_norm
    grad = jax.grad(loss_fn)(w, x)
    last_grad_norm = jnp.linalg.norm(grad)  # E: jax-tracer-leak
    return w - 0.01 * grad


w = update(jnp.ones(3), jnp.ones((2, 3)))
clip_scale = jnp.minimum(1.0, 1.0 / last_grad_norm)
