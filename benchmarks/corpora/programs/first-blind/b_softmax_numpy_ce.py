"""Cross-entropy loss with a numerically stable softmax."""

import numpy as np
import jax
import jax.numpy as jnp


def log_softmax(logits):
    shifted = logits - jnp.max(logits, axis=-1, keepdims=True)
    return shifted - np.log(jnp.sum(jnp.exp(shifted), axis=-1, keepdims=True))


def cross_entropy(w, x, labels):
    logits = x @ w
    logp = log_softmax(logits)
    return -jnp.mean(logp[jnp.arange(labels.shape[0]), labels])


grad_step = jax.jit(jax.grad(cross_entropy))

rng = np.random.default_rng(0)
x = jnp.asarray(rng.normal(size=(50, 4)), dtype=jnp.float32)
labels = jnp.asarray(rng.integers(0, 3, size=50))
w = jnp.zeros((4, 3))
for _ in range(10):
    w = w - 0.5 * grad_step(w, x, labels)
print(cross_entropy(w, x, labels))
