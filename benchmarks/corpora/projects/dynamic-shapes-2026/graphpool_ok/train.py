"""nnx training and evaluation steps."""
import jax.numpy as jnp
import optax
from flax import nnx


def masked_xent(logits, labels, mask):
    ce = optax.softmax_cross_entropy_with_integer_labels(logits, labels)
    return jnp.sum(jnp.where(mask, ce, 0.0)) / jnp.maximum(jnp.sum(mask), 1)


@nnx.jit
def train_step(model, optimizer, batch):
    def loss_fn(model):
        return masked_xent(model(batch), batch["labels"], batch["graph_mask"])

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


@nnx.jit
def eval_step(model, batch):
    pred = jnp.argmax(model(batch), axis=-1)
    mask = batch["graph_mask"]
    return jnp.sum(jnp.where(mask, pred == batch["labels"], False)) / jnp.sum(mask)
