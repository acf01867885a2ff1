"""nnx.jit training and evaluation steps."""
import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from . import features


def batch_features(x):
    if x.ndim == 2:
        x = x[None]
    return jax.vmap(features.axis_stats)(x)


def masked_ce(logits, batch):
    ce = optax.softmax_cross_entropy_with_integer_labels(logits, batch["y"])
    return jnp.sum(jnp.where(batch["mask"], ce, 0.0)) / batch["n_valid"]


@nnx.jit
def train_step(model, optimizer, batch):
    def loss_fn(model):
        return masked_ce(model(batch_features(batch["x"])), batch)

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


@nnx.jit
def predict(model, x):
    return jnp.argmax(model(batch_features(x)), axis=-1)


def fit(cfg, model, batches):
    optimizer = nnx.Optimizer(model, optax.adam(cfg.learning_rate), wrt=nnx.Param)
    losses = []
    for _ in range(cfg.epochs):
        for batch in batches:
            losses.append(float(train_step(model, optimizer, batch)))
    return losses


def accuracy(model, batches):
    hits, total = 0, 0
    for batch in batches:
        preds = np.asarray(predict(model, batch["x"]))
        hits += int(np.sum((preds == batch["y"]) & batch["mask"]))
        total += int(batch["n_valid"])
    return hits / total
