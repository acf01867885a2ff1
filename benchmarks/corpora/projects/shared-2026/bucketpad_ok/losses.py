import optax

from . import model

NET = model.Encoder()


def xent(params, tokens, lengths, labels):
    logits = NET.apply({"params": params}, tokens, lengths)
    return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean(), logits
