"""Fit y = w*x + b by gradient descent with jax.grad."""
import numpy as np
from jax import grad

rng = np.random.default_rng(0)
x = np.linspace(0, 1, 100)
y = 2 * x + 3 + 0.1 * rng.standard_normal(100)


def mse(params, x, y):
    residual = (params["w"] * x + params["b"]) - y
    return np.mean(np.power(residual, 2))


def fit(params, x, y, lr=0.5, steps=200):
    dmse = grad(mse)
    for _ in range(steps):
        g = dmse(params, x, y)
        params = {k: params[k] - lr * g[k] for k in params}
    return params


params = {"w": 2.4, "b": 10.0}
print("initial loss:", mse(params, x, y))
params = fit(params, x, y)
print("w = %.3f, b = %.3f" % (float(params["w"]), float(params["b"])))
