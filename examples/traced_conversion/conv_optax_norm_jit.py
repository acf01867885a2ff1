"""optax's functions are made of jax operations: inside the jit their results are traced."""

import jax
import jax.numpy as jnp
import optax  # type: ignore[import-untyped]


def loss(w, x, y):
    return jnp.mean((x @ w - y) ** 2)


@jax.jit
def train_step(w, x, y):
    grads = jax.grad(loss)(w, x, y)
    scale = 1.0 if float(optax.global_norm(grads)) < 1.0 else 0.5  # E: jax-traced-conversion
    return w - 0.1 * scale * grads


train_step(jnp.zeros(3), jnp.ones((4, 3)), jnp.ones(4))
