import jax
import jax.numpy as jnp
import numpy as np


def glorot(key, shape):
    lim = np.sqrt(6.0 / (shape[0] + shape[1]))
    return jax.random.uniform(key, shape, minval=-lim, maxval=lim)


def init(key, num_sensors, window, hidden):
    k1, k2, k3 = jax.random.split(key, 3)
    d = num_sensors * window
    return {
        "enc": {"w": glorot(k1, (d, hidden)), "b": jnp.zeros(hidden)},
        "mid": {"w": glorot(k2, (hidden, hidden)), "b": jnp.zeros(hidden)},
        "dec": {"w": glorot(k3, (hidden, d)), "b": jnp.zeros(d)},
    }


def reconstruct(params, x):
    b, s, w = x.shape
    h = x.reshape(b, s * w)
    h = jax.nn.gelu(h @ params["enc"]["w"] + params["enc"]["b"])
    h = jax.nn.gelu(h @ params["mid"]["w"] + params["mid"]["b"])
    out = h @ params["dec"]["w"] + params["dec"]["b"]
    return out.reshape(b, s, w)


def encode(params, x):
    b, s, w = x.shape
    h = jax.nn.gelu(x.reshape(b, s * w) @ params["enc"]["w"] + params["enc"]["b"])
    return jax.nn.gelu(h @ params["mid"]["w"] + params["mid"]["b"])


def per_sensor_error(params, x, keep):
    visible = x * np.asarray(keep, dtype=x.dtype)[None, :, None]
    rec = np.asarray(reconstruct(params, visible))
    return ((rec - x) ** 2).mean(axis=(0, 2))
