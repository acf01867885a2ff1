"""The scale computed with jnp operations: it stays an array on traced leaves."""

import jax
import jax.numpy as jnp
import optax  # type: ignore[import-untyped]
from flax import nnx


def scale_leaf(g, limit):
    norm = jnp.linalg.norm(g)
    return g * jnp.minimum(1.0, limit / (norm + 1e-6))


def scale_per_leaf(limit):
    def init_fn(params):
        del params
        return optax.EmptyState()

    def update_fn(updates, state, params=None):
        del params
        return jax.tree.map(lambda g: scale_leaf(g, limit), updates), state

    return optax.GradientTransformation(init_fn, update_fn)


class Regressor(nnx.Module):
    def __init__(self, rngs):
        self.linear = nnx.Linear(3, 1, rngs=rngs)

    def __call__(self, x):
        return self.linear(x)[:, 0]


def loss_fn(model, x, y):
    pred = model(x)
    return jnp.mean((pred - y) ** 2), pred


@nnx.jit
def train_step(model, optimizer, x, y):
    (loss, _), grads = nnx.value_and_grad(loss_fn, has_aux=True)(model, x, y)
    optimizer.update(model, grads)
    return loss


model = Regressor(nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.chain(scale_per_leaf(1.0), optax.sgd(0.1)), wrt=nnx.Param)
train_step(model, optimizer, jnp.ones((4, 3)), jnp.ones(4))
