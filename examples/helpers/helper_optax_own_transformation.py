"""A gradient transformation of the program's own (`init_fn`, `update_fn`), chained with
an optax optimizer: `update` runs `update_fn` on the gradients, tracers inside jit, and
its per-leaf callback branches on a traced norm."""

import jax
import jax.numpy as jnp
import optax  # type: ignore[import-untyped]


def clip_leaf(g, max_norm):
    norm = jnp.sqrt(jnp.sum(jnp.square(g)))
    if norm > max_norm:  # E: jax-traced-bool
        return g * (max_norm / norm)
    return g


def clip_per_leaf(max_norm):
    def init_fn(params):
        del params
        return optax.EmptyState()

    def update_fn(updates, state, params=None):
        del params
        return jax.tree.map(lambda g: clip_leaf(g, max_norm), updates), state

    return optax.GradientTransformation(init_fn, update_fn)


optimizer = optax.chain(clip_per_leaf(1.0), optax.sgd(0.1))


@jax.jit
def train_step(w, opt_state, x, y):
    grads = jax.grad(lambda w: jnp.mean((x @ w - y) ** 2))(w)
    updates, opt_state = optimizer.update(grads, opt_state, w)
    return optax.apply_updates(w, updates), opt_state


w = jnp.zeros(3)
train_step(w, optimizer.init(w), jnp.ones((4, 3)), jnp.ones(4))
