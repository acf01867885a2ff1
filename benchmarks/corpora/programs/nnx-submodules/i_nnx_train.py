import jax.numpy as jnp
import optax
from flax import nnx


class Regressor(nnx.Module):
    def __init__(self, rngs):
        self.body = nnx.Linear(4, 8, rngs=rngs)
        self.head = nnx.Linear(8, 1, rngs=rngs)

    def __call__(self, x):
        return self.head(nnx.tanh(self.body(x)))


@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(m):
        pred = m(x)
        err = float(jnp.mean((pred - y) ** 2))
        return err

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


model = Regressor(nnx.Rngs(1))
optimizer = nnx.Optimizer(model, optax.sgd(0.1), wrt=nnx.Param)
print(train_step(model, optimizer, jnp.ones((5, 4)), jnp.zeros((5, 1))))
