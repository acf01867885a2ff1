"""Keep the decay an array computed from the traced counter."""

import jax
import jax.numpy as jnp
import optax  # type: ignore[import-untyped]
from flax import nnx


@nnx.jit
def train_step(model, optimizer, x, y):
    grads = nnx.grad(lambda m: jnp.mean((m(x) - y) ** 2))(model)
    decay = 0.5 ** (optimizer.step[...] // 10)
    optimizer.update(model, jax.tree_util.tree_map(lambda g: g * decay, grads))


model = nnx.Linear(3, 1, rngs=nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.sgd(0.1), wrt=nnx.Param)
train_step(model, optimizer, jnp.ones((4, 3)), jnp.ones((4, 1)))
