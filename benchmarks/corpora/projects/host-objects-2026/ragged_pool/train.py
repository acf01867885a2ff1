"""Standardise pooled features, then fit the classifier with filter_jit."""
import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from . import pooling
from .model import Linear


def pooled_dataset(batches):
    feats = [np.asarray(pooling.pool_batch(b)) for b in batches]
    labels = [np.asarray(b.labels) for b in batches]
    X, y = np.concatenate(feats), np.concatenate(labels)
    mu, sd = X.mean(axis=0), X.std(axis=0) + 1e-6
    return (X - mu) / sd, y


@eqx.filter_jit
def step(model, X, y, lr):
    def loss_fn(model):
        logits = model(X)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    model = eqx.apply_updates(model, jax.tree.map(lambda g: -lr * g, grads))
    return model, loss


def fit(cfg, X, y):
    model = Linear(X.shape[1], cfg.n_classes, seed=cfg.seed)
    losses = []
    for _ in range(cfg.steps):
        model, loss = step(model, X, y, cfg.learning_rate)
        losses.append(float(loss))
    acc = float(np.mean(np.asarray(model(X)).argmax(-1) == y))
    return model, losses, acc
