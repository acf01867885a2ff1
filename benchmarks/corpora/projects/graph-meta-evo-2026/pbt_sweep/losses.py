import jax
import jax.numpy as jnp


def smoothed_cross_entropy(logits, labels, smoothing, n_classes):
    onehot = jax.nn.one_hot(labels, n_classes)
    target = onehot * (1.0 - smoothing) + smoothing / n_classes
    return -(target * jax.nn.log_softmax(logits)).sum(-1).mean()


def l2_penalty(params):
    return sum(jnp.sum(p ** 2) for p in jax.tree_util.tree_leaves(params))


def member_loss(params, apply_fn, x, y, hp, n_classes):
    logits = apply_fn(params, x)
    loss = smoothed_cross_entropy(logits, y, hp.label_smoothing, n_classes)
    if hp.weight_decay > 0:
        loss = loss + hp.weight_decay * l2_penalty(params)
    return loss


def accuracy(logits, labels):
    return jnp.mean(jnp.argmax(logits, -1) == labels)
