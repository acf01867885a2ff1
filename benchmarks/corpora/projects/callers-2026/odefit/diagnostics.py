import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np

from . import data


def n_params(model):
    leaves = jax.tree.leaves(eqx.filter(model, eqx.is_inexact_array))
    return sum(int(x.size) for x in leaves)


def energy(ys):
    return 0.5 * jnp.sum(ys ** 2, axis=-1)


@eqx.filter_jit
def predict_all(model, y0s):
    return eqx.filter_vmap(model)(y0s)


def endpoint_error(model, y0s, ys):
    preds = predict_all(model, y0s)
    err = jnp.linalg.norm(preds[:, -1] - ys[:, -1], axis=-1)
    return float(jnp.mean(err)), float(jnp.max(err))


def energy_drift(model, y0s):
    preds = predict_all(model, y0s)
    e = energy(preds)
    return float(jnp.mean(e[:, -1] - e[:, 0]))


def report(model, h, key):
    y0s, ys = data.make_dataset(key, h)
    mean_err, max_err = endpoint_error(model, y0s, ys)
    drift = energy_drift(model, y0s)
    rows = [("params", n_params(model)), ("endpoint_mean", mean_err), ("endpoint_max", max_err), ("drift", drift)]
    width = max(len(k) for k, _ in rows)
    for k, v in rows:
        if isinstance(v, (float, np.floating)):
            print(f"{k:<{width}}  {v:.5f}")
        else:
            print(f"{k:<{width}}  {v}")
    return dict(rows)
