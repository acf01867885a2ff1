import optax

from . import model


def next_token(net, params, tokens):
    out = model.logits(net, params, tokens[:, :-1])
    return optax.softmax_cross_entropy_with_integer_labels(out, tokens[:, 1:]).mean()
