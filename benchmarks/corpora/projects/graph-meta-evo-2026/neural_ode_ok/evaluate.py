import equinox as eqx
import jax
import numpy as np

from .data import OscillatorData


@eqx.filter_jit
def predict(model, y0, t_span):
    return jax.vmap(model, in_axes=(0, None))(y0, t_span)


def evaluate(model, args):
    data = OscillatorData(args.damping, args.horizon, args.seed + 99)
    test = data.sample(args.n_test)
    pred = np.asarray(predict(model, test["y0"], test["t_span"]))
    baseline = float(np.mean((test["y0"] - test["y1"]) ** 2))
    return float(np.mean((pred - test["y1"]) ** 2)), baseline
