"""Class-balanced cross-entropy: weight each example by the inverse class frequency."""
from functools import partial

import jax
import jax.numpy as jnp


def class_weights(labels, num_classes):
    counts = jnp.bincount(labels, length=num_classes)
    freq = counts / labels.shape[0]
    return 1.0 / jnp.maximum(freq, 1e-6)


@partial(jax.jit, static_argnames=("num_classes", "n_bins"))
def balanced_xent(logits, labels, num_classes, n_bins=8):
    logp = jax.nn.log_softmax(logits)
    nll = -jnp.take_along_axis(logp, labels[:, None], axis=1)[:, 0]
    w = class_weights(labels, num_classes)[labels]
    hist, edges = jnp.histogram(nll, bins=n_bins, range=(0.0, nll.max()))
    return jnp.sum(w * nll) / jnp.sum(w), hist


key = jax.random.key(0)
k1, k2 = jax.random.split(key)
logits = jax.random.normal(k1, (32, 4))
labels = jax.random.randint(k2, (32,), 0, 4)
loss, hist = balanced_xent(logits, labels, num_classes=4)
print("loss", float(loss))
print("nll histogram", hist)
