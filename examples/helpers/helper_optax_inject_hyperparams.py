"""A step-decay schedule bound with `functools.partial` and given to
`optax.inject_hyperparams(optax.adamw)`: `update` calls it with the step count, a tracer
inside jit, and `int()` of it raises there."""

import functools

import jax
import jax.numpy as jnp
import optax  # type: ignore[import-untyped]


def step_decay(count, init_value, every, factor):
    stage = int(count) // every  # E: jax-traced-conversion
    return init_value * factor**stage


schedule = functools.partial(step_decay, init_value=0.1, every=10, factor=0.5)
optimizer = optax.inject_hyperparams(optax.adamw)(learning_rate=schedule, weight_decay=1e-4)


@jax.jit
def train_step(w, opt_state, x, y):
    grads = jax.grad(lambda w: jnp.mean((x @ w - y) ** 2))(w)
    updates, opt_state = optimizer.update(grads, opt_state, w)
    return optax.apply_updates(w, updates), opt_state


w = jnp.zeros(3)
train_step(w, optimizer.init(w), jnp.ones((4, 3)), jnp.ones(4))
