import jax
import jax.numpy as jnp


def smooth_labels(labels, num_classes, smoothing):
    onehot = jax.nn.one_hot(labels, num_classes)
    if smoothing > 0:
        onehot = onehot * (1.0 - smoothing) + smoothing / num_classes
    return onehot


def clip_logit_norm(logits, cap):
    peak = jnp.max(jnp.abs(logits))
    if peak > cap:
        logits = logits * (cap / peak)
    return logits
