import functools

import jax
import jax.numpy as jnp
import optax
from flax import nnx


def cross_entropy(logits, labels, smoothing):
    num_classes = logits.shape[-1]
    onehot = jax.nn.one_hot(labels, num_classes)
    if smoothing > 0.0:
        onehot = onehot * (1.0 - smoothing) + smoothing / num_classes
    return optax.softmax_cross_entropy(logits, onehot).mean()


@functools.partial(nnx.jit, static_argnames=("smoothing",))
def train_step(model, optimizer, batch, smoothing=0.0):
    def loss_fn(model):
        logits = model(batch["x"])
        return cross_entropy(logits, batch["y"], smoothing), logits

    (loss, logits), grads = nnx.value_and_grad(loss_fn, has_aux=True)(model)
    optimizer.update(model, grads)
    acc = jnp.mean(jnp.argmax(logits, -1) == batch["y"])
    return {"loss": loss, "accuracy": acc}


@nnx.jit
def predict(model, x):
    return model(x)
