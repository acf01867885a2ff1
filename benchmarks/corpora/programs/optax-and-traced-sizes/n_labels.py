"""Class-balanced cross-entropy: weight each example by the inverse class frequency."""
import jax
import jax.numpy as jnp

NUM_CLASSES = 4


def class_weights(labels):
    counts = jnp.bincount(labels)
    freq = counts / labels.shape[0]
    return 1.0 / jnp.maximum(freq, 1e-6)


@jax.jit
def balanced_xent(logits, labels):
    logp = jax.nn.log_softmax(logits)
    nll = -jnp.take_along_axis(logp, labels[:, None], axis=1)[:, 0]
    w = class_weights(labels)[labels]
    return jnp.sum(w * nll) / jnp.sum(w)


key = jax.random.key(0)
k1, k2 = jax.random.split(key)
logits = jax.random.normal(k1, (32, NUM_CLASSES))
labels = jax.random.randint(k2, (32,), 0, NUM_CLASSES)
print("loss", float(balanced_xent(logits, labels)))
