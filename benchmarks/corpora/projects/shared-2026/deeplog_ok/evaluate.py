import jax.numpy as jnp
from flax import nnx

from . import logutil, norms


@nnx.jit
def fit_error(model, x, y):
    return jnp.mean(jnp.abs(model(x) - y))


def weight_report(model):
    for i, layer in enumerate(model.layers):
        w = layer.kernel[...]
        logutil.record(f"exact{i}", norms.exact_spectral(w))
        logutil.record(f"frob{i}", norms.frobenius(w))
    return {i: round(float(norms.spectral(layer.kernel[...])), 3) for i, layer in enumerate(model.layers)}
