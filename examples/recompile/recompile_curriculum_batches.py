"""A curriculum made before training: each batch holds more examples than the last, so
the loop over them gives jit a new shape on every step, and every step compiles again."""

import jax
import jax.numpy as jnp


def loss(w, batch):
    return jnp.mean((batch @ w) ** 2)


loss_and_grad = jax.jit(jax.value_and_grad(loss))

data = jax.random.normal(jax.random.PRNGKey(0), (32, 4))
batches = [data[: 8 + 4 * k] for k in range(4)]
w = jnp.ones(4)
for batch in batches:
    value, grad = loss_and_grad(w, batch)  # N: jax-recompile
    w = w - 0.01 * grad
