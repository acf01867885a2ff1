import jax.numpy as jnp


def banana(x, b=0.1):
    y0 = x[0]
    y1 = x[1] + b * x[0] ** 2 - 100.0 * b
    return -0.5 * (y0 ** 2 / 100.0 + y1 ** 2)


def make_gaussian(mean, prec):
    def logp(x):
        d = x - mean
        return -0.5 * d @ prec @ d
    return logp
