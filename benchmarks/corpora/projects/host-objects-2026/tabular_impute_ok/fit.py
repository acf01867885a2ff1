"""Jitted preprocessing and a full-batch logistic regression trained with scan."""
import jax
import jax.numpy as jnp
import numpy as np
from jax import lax

from . import preprocess


def logistic_loss(w, b, X, y):
    logits = X @ w + b
    return jnp.mean(jnp.logaddexp(0.0, logits) - y * logits)


def train_logreg(X, y, steps=200, lr=0.5):
    def body(carry, _):
        w, b = carry
        loss, (gw, gb) = jax.value_and_grad(logistic_loss, argnums=(0, 1))(w, b, X, y)
        return (w - lr * gw, b - lr * gb), loss

    init = (jnp.zeros(X.shape[1]), jnp.zeros(()))
    (w, b), losses = lax.scan(body, init, None, length=steps)
    return w, b, losses


def run(table, present, labels):
    X, moments = jax.jit(preprocess.fit_transform)(table, present)
    w, b, losses = jax.jit(train_logreg)(X, labels.astype(np.float32))
    return np.asarray(X), np.asarray(w), float(b), np.asarray(losses), moments
