"""Plain-jax MLP classifier."""
import jax
import jax.numpy as jnp


def init_mlp(key, sizes):
    params = []
    keys = jax.random.split(key, len(sizes) - 1)
    for k, (din, dout) in zip(keys, zip(sizes[:-1], sizes[1:])):
        w = jax.random.normal(k, (din, dout)) * jnp.sqrt(2.0 / din)
        params.append({"w": w, "b": jnp.zeros((dout,))})
    return params


def fourier_features(x, num=4):
    freqs = 2.0 ** jnp.arange(num)
    z = x[..., None] * freqs * jnp.pi
    return jnp.concatenate([x, jnp.sin(z).reshape(x.shape[0], -1), jnp.cos(z).reshape(x.shape[0], -1)], -1)


def apply_mlp(params, x):
    h = fourier_features(x)
    for layer in params[:-1]:
        h = jax.nn.gelu(h @ layer["w"] + layer["b"])
    last = params[-1]
    return h @ last["w"] + last["b"]


def input_dim(raw_dim, num=4):
    return raw_dim + 2 * raw_dim * num
