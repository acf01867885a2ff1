import equinox as eqx
import jax
import numpy as np


@eqx.filter_jit
def predict(model, x, inference=True):
    return jax.vmap(lambda xi: model(xi, inference=inference))(x)


def r2_score(pred, target):
    ss_res = np.sum((target - pred) ** 2, axis=0)
    ss_tot = np.sum((target - target.mean(0)) ** 2, axis=0)
    return 1.0 - ss_res / np.maximum(ss_tot, 1e-12)


def evaluate(model, x, y):
    pred = np.asarray(predict(model, x))
    r2 = r2_score(pred, y)
    return {"mse": float(np.mean((pred - y) ** 2)), "r2_mean": float(r2.mean()),
            "r2_per_output": [round(float(v), 3) for v in r2]}
