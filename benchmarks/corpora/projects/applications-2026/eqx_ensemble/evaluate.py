import jax.numpy as jnp

from .models import ensemble_predict


def predictive_stats(ensemble, x):
    preds = ensemble_predict(ensemble, jnp.asarray(x))
    return preds.mean(0), preds.std(0)


def report(ensemble, xs):
    mean, std = predictive_stats(ensemble, xs)
    inside = float(std[(xs[:, 0] > -2) & (xs[:, 0] < 2)].mean())
    outside = float(std[(xs[:, 0] < -3.5) | (xs[:, 0] > 3.5)].mean())
    print("mean std in-distribution %.3f, out-of-distribution %.3f" % (inside, outside))
