"""Layer normalisation that accepts 2-D or 3-D inputs."""
import jax
import jax.numpy as jnp
import numpy as np


def normalise_last(x, eps=1e-5):
    mean = x.mean(axis=-1, keepdims=True)
    var = x.var(axis=-1, keepdims=True)
    return (x - mean) / jnp.sqrt(var + eps)


@jax.jit
def layer_norm(x, gamma, beta):
    if x.ndim == 3:
        b, t, d = x.shape
        flat = x.reshape(b * t, d)
    else:
        flat = x
    y = normalise_last(flat) * gamma + beta
    scale = np.sqrt(x.shape[-1])
    y = y / scale
    return y.reshape(x.shape)


d = 6
gamma, beta = jnp.ones(d), jnp.zeros(d)
print(layer_norm(jnp.ones((2, 3, d)), gamma, beta).shape)
print(layer_norm(jnp.arange(12.0).reshape(2, d), gamma, beta).shape)
