"""jnp.where (or optax's own schedules, such as optax.warmup_cosine_decay_schedule)."""

import jax
import jax.numpy as jnp
import optax  # type: ignore[import-untyped]

WARMUP = 20


def schedule(step):
    return jnp.where(step < WARMUP, 0.03 * step / WARMUP, 0.03)


optimizer = optax.adamw(learning_rate=schedule, weight_decay=1e-4)


@jax.jit
def train_step(w, opt_state, x, y):
    grads = jax.grad(lambda w: jnp.mean((x @ w - y) ** 2))(w)
    updates, opt_state = optimizer.update(grads, opt_state, w)
    return optax.apply_updates(w, updates), opt_state


w = jnp.zeros(3)
train_step(w, optimizer.init(w), jnp.ones((4, 3)), jnp.ones(4))
