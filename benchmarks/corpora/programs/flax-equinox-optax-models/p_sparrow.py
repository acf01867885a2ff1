"""nnx regression with a stepwise decayed gradient scale."""

import jax
import jax.numpy as jnp
import optax
from flax import nnx


class MLP(nnx.Module):
    def __init__(self, *, rngs: nnx.Rngs):
        self.l1 = nnx.Linear(3, 16, rngs=rngs)
        self.l2 = nnx.Linear(16, 1, rngs=rngs)

    def __call__(self, x):
        return self.l2(nnx.tanh(self.l1(x))).squeeze(-1)


DECAY_EVERY = 2


@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(model):
        return jnp.mean((model(x) - y) ** 2)

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    stage = int(optimizer.step[...]) // DECAY_EVERY
    grads = jax.tree_util.tree_map(lambda g: g * 0.5**stage, grads)
    optimizer.update(model, grads)
    return loss


model = MLP(rngs=nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.sgd(0.05), wrt=nnx.Param)
x = jax.random.uniform(jax.random.key(1), (20, 3))
y = x @ jnp.array([1.0, -2.0, 0.5])
for _ in range(5):
    loss = train_step(model, optimizer, x, y)
print(float(loss))
