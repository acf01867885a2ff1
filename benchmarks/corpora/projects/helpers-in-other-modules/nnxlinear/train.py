import jax.numpy as jnp
import optax
from flax import nnx


def make_optimizer(model, lr=1e-2):
    return nnx.Optimizer(model, optax.adam(lr), wrt=nnx.Param)


@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(m):
        return jnp.mean((m(x) - y) ** 2)

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss
