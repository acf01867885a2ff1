import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np


def center_crop(x, size):
    length = x.shape[-1]
    off = (length - size) // 2
    return x[..., off : off + size]


@eqx.filter_jit
def predict(model, x, size):
    xc = center_crop(x, size)
    return jnp.argmax(jax.vmap(model)(xc), axis=-1)


def accuracy(model, x, y, size):
    return float(jnp.mean(predict(model, x, size) == y))


def count_params(model):
    arrays = eqx.filter(model, eqx.is_inexact_array)
    return sum(int(np.prod(a.shape)) for a in jax.tree.leaves(arrays))


def per_class(model, x, y, size, classes):
    pred = np.asarray(predict(model, x, size))
    y = np.asarray(y)
    out = {}
    for c in range(classes):
        sel = y == c
        out[c] = float((pred[sel] == c).mean()) if sel.any() else float("nan")
    return out
