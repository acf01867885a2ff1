"""nnx training step."""
import jax.numpy as jnp
import optax
from flax import nnx

from . import metrics


def loss_fn(model, batch):
    logits = model(batch["x"])
    loss = optax.softmax_cross_entropy_with_integer_labels(logits, batch["label"]).mean()
    return loss, logits


@nnx.jit
def train_step(model, optimizer, batch):
    (loss, logits), grads = nnx.value_and_grad(loss_fn, has_aux=True)(model, batch)
    optimizer.update(model, grads)
    num_classes = logits.shape[-1]
    correct = (logits.argmax(-1) == batch["label"]).astype(jnp.float32)
    return {
        "loss": loss,
        "hits": metrics.per_class_correct(batch["label"], correct, num_classes),
        "support": metrics.per_class_support(batch["label"], num_classes),
    }


@nnx.jit
def predict(model, x):
    return model(x).argmax(-1)
