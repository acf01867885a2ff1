"""Classification losses."""

import optax


def logistic_loss(logits, labels):
    return optax.sigmoid_binary_cross_entropy(logits, labels).mean()
