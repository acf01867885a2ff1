"""A warm-up of the program's own: a GradientTransformation whose state (a NamedTuple its
`init_fn` makes) counts steps, chained after gradient clipping by a builder that appends
the parts it is asked for. Inside the jitted step optax passes `update_fn` that state
with traced leaves. Fixed: the scale is `jnp.minimum` of the traced count."""

from typing import NamedTuple

import jax
import jax.numpy as jnp
import optax  # type: ignore[import-untyped]


class WarmupState(NamedTuple):
    steps: jax.Array


def linear_warmup(warmup_steps):
    def init_fn(params):
        del params
        return WarmupState(steps=jnp.zeros((), jnp.int32))

    def update_fn(updates, state, params=None):
        del params
        scale = jnp.minimum(1.0, state.steps / warmup_steps)
        updates = jax.tree.map(lambda u: scale * u, updates)
        return updates, WarmupState(steps=state.steps + 1)

    return optax.GradientTransformation(init_fn, update_fn)


def build_optimizer(learning_rate, clip_norm, warmup_steps):
    parts = []
    if clip_norm > 0:
        parts.append(optax.clip_by_global_norm(clip_norm))
    parts.append(optax.sgd(learning_rate))
    parts.append(linear_warmup(warmup_steps))
    return optax.chain(*parts)


optimizer = build_optimizer(0.1, 1.0, 5)


@jax.jit
def train_step(w, opt_state, x, y):
    grads = jax.grad(lambda w: jnp.mean((x @ w - y) ** 2))(w)
    updates, opt_state = optimizer.update(grads, opt_state, w)
    return optax.apply_updates(w, updates), opt_state


w = jnp.zeros(3)
opt_state = optimizer.init(w)
for _ in range(3):
    w, opt_state = train_step(w, opt_state, jnp.ones((4, 3)), jnp.ones(4))
print(w)
