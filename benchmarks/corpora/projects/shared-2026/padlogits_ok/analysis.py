import functools

import jax.numpy as jnp
from flax import nnx

from . import heads, shapes


@functools.partial(nnx.jit, static_argnames=("n_classes",))
def confusion(model, batch, n_classes):
    logits = heads.classify(model, batch["x"], n_classes)
    pred = jnp.argmax(heads.restrict(logits, batch["n_classes"][:, None]), -1)
    onehot_p = pred[:, None] == jnp.arange(n_classes)[None, :]
    onehot_y = batch["y"][:, None] == jnp.arange(n_classes)[None, :]
    return onehot_y.astype(jnp.int32).T @ onehot_p.astype(jnp.int32)


def valid_fraction(cfg):
    fracs = []
    for n in cfg.task_classes:
        fracs.append(float(shapes.class_mask(n, cfg.max_classes).mean()))
    return fracs


def padded_prior(cfg, task_n):
    base = jnp.log(jnp.ones((task_n,)) / task_n)
    return shapes.pad_classes(base, cfg.max_classes)
