"""Optimizer construction."""

import optax


def build_optimizer(config):
    if config.optimizer == "adam":
        base = optax.adam(config.learning_rate)
    elif config.optimizer == "sgd":
        base = optax.sgd(config.learning_rate, momentum=0.9)
    else:
        raise ValueError(config.optimizer)
    if config.weight_decay > 0:
        return optax.chain(optax.add_decayed_weights(config.weight_decay), base)
    return base
