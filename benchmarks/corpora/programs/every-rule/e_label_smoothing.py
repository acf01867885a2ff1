"""Cross-entropy with per-class label-smoothing weights from a lookup table."""
import jax
import jax.numpy as jnp

SMOOTHING = {0: 0.1, 1: 0.05, 2: 0.0}


def smoothed_target(label, n_classes):
    eps = SMOOTHING[label]
    onehot = jax.nn.one_hot(label, n_classes)
    return onehot * (1.0 - eps) + eps / n_classes


def example_loss(logits, label):
    target = smoothed_target(label, logits.shape[-1])
    return -jnp.sum(target * jax.nn.log_softmax(logits))


@jax.jit
def batch_loss(logits, labels):
    return jnp.mean(jax.vmap(example_loss)(logits, labels))


logits = jax.random.normal(jax.random.PRNGKey(0), (4, 3))
labels = jnp.array([0, 2, 1, 1])
print(batch_loss(logits, labels))
