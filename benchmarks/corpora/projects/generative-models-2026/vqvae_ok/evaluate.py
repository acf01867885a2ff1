import numpy as np
import jax.numpy as jnp
from flax import nnx


@nnx.jit
def reconstruct(model, x):
    recon, _ = model(x)
    return recon


@nnx.jit
def encode(model, x):
    return model.encode(x)


def code_usage(model, data, num_codes):
    codes = np.asarray(encode(model, data))
    hist = np.bincount(codes.ravel(), minlength=num_codes)
    return hist, int((hist > 0).sum())


def reconstruction_error(model, data):
    recon = np.asarray(reconstruct(model, data))
    return float(np.mean((recon - np.asarray(data)) ** 2))
