import jax
import jax.numpy as jnp


def accuracy(logits, labels):
    correct = (jnp.argmax(logits, -1) == labels).sum()
    return correct / labels.shape[0]


def nll(logits, labels):
    logp = jax.nn.log_softmax(logits)
    return -jnp.take_along_axis(logp, labels[:, None], -1).mean()


def confidence(logits):
    return jax.nn.softmax(logits).max(-1).mean()


def expected_calibration_error(logits, labels, n_bins=10):
    probs = jax.nn.softmax(logits)
    conf = probs.max(-1)
    correct = (probs.argmax(-1) == labels).astype(jnp.float32)
    bins = jnp.clip((conf * n_bins).astype(jnp.int32), 0, n_bins - 1)
    count = jax.ops.segment_sum(jnp.ones_like(conf), bins, num_segments=n_bins)
    gap = jax.ops.segment_sum(conf - correct, bins, num_segments=n_bins)
    return jnp.sum(jnp.abs(gap)) / jnp.maximum(count.sum(), 1.0)


def split_metrics(logits, labels):
    return {
        "acc": accuracy(logits, labels),
        "nll": nll(logits, labels),
        "conf": confidence(logits),
        "ece": expected_calibration_error(logits, labels),
    }
