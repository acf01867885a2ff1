import jax
import jax.numpy as jnp
import optax


def smoothed_xent(logits, labels, smoothing):
    targets = optax.smooth_labels(jax.nn.one_hot(labels, logits.shape[-1]), smoothing)
    return jnp.mean(optax.softmax_cross_entropy(logits, targets))


def l2(params):
    return sum(jnp.sum(p["w"] ** 2) for p in params["convs"]) + jnp.sum(params["head"]["w"] ** 2)


def top_k_accuracy(logits, labels, k=2):
    topk = jnp.argsort(logits, axis=-1)[:, -k:]
    return jnp.mean(jnp.any(topk == labels[:, None], axis=-1))
