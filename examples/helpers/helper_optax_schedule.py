"""optax calls a learning-rate schedule from `update` with the step count: a tracer in jit."""

import jax
import jax.numpy as jnp
import optax  # type: ignore[import-untyped]

WARMUP = 20


def schedule(step):
    if step < WARMUP:  # E: jax-traced-bool
        return 0.03 * step / WARMUP
    return 0.03


optimizer = optax.adamw(learning_rate=schedule, weight_decay=1e-4)


@jax.jit
def train_step(w, opt_state, x, y):
    grads = jax.grad(lambda w: jnp.mean((x @ w - y) ** 2))(w)
    updates, opt_state = optimizer.update(grads, opt_state, w)
    return optax.apply_updates(w, updates), opt_state


w = jnp.zeros(3)
train_step(w, optimizer.init(w), jnp.ones((4, 3)), jnp.ones(4))
