import jax.numpy as jnp

from . import config, heads


def predict_one(model, example):
    logits = heads.classify(model, example["x"], config.cfg.max_classes)
    logits = heads.restrict(logits, example["n_classes"])
    return jnp.argmax(logits)
