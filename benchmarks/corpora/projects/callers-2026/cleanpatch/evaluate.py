import functools

import jax
import jax.numpy as jnp
import numpy as np

from . import model, patches


@functools.partial(jax.jit, static_argnames=("patch", "keep"))
def logits_fn(params, images, patch, keep=None):
    return model.apply(params, images, patch, keep)


def n_params(params):
    return sum(int(np.prod(x.shape)) for x in jax.tree.leaves(params))


def token_budget(setup):
    n = (setup["image"] // setup["patch"]) ** 2
    kept = len(setup["keep_patches"]) if setup["keep_patches"] is not None else n
    return {"tokens": n, "kept": kept, "frac": kept / n}


def compare(params, images, labels, setup):
    full = logits_fn(params, images, setup["patch"])
    sub = logits_fn(params, images, setup["patch"], setup["keep_patches"])
    agree = jnp.mean(jnp.argmax(full, -1) == jnp.argmax(sub, -1))
    acc = jnp.mean(jnp.argmax(full, -1) == labels)
    return {"agree": float(agree), "acc_full": float(acc)}


def occlusion(params, images, setup, region=0):
    toks = patches.patchify(images, setup["patch"])
    n = toks.shape[1]
    keep = tuple(i for i in range(n) if i != region)
    base = logits_fn(params, images, setup["patch"])
    occl = logits_fn(params, images, setup["patch"], keep)
    return float(jnp.mean(jnp.abs(base - occl)))
