import jax.numpy as jnp
import optax
from flax import nnx


def make_optimizer(model, lr):
    return nnx.Optimizer(model, optax.adam(lr), wrt=nnx.Param)


def loss_fn(model, graph):
    pred = model(graph)
    return jnp.mean(optax.huber_loss(pred, graph["y"])), pred


@nnx.jit
def train_step(model, optimizer, graph):
    (loss, pred), grads = nnx.value_and_grad(loss_fn, has_aux=True)(model, graph)
    optimizer.update(model, grads)
    mae = jnp.mean(jnp.abs(pred - graph["y"]))
    return {"loss": loss, "mae": mae}
