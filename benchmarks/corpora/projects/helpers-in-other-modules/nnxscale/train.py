import jax
import jax.numpy as jnp
from flax import nnx

from . import utils


@nnx.jit
def train_step(model, x, y, step):
    def loss_fn(m):
        return jnp.mean((m(x) - y) ** 2)

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    params = nnx.state(model, nnx.Param)
    nnx.update(model, jax.tree.map(lambda p, g: p - 0.05 * g, params, grads))
    utils.log_step(step, loss)
    return loss
