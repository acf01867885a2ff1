import jax
import jax.numpy as jnp


def positional_encoding(x, n_freqs):
    freqs = 2.0 ** jnp.arange(n_freqs)
    xb = x[..., None, :] * freqs[:, None]
    enc = jnp.concatenate([jnp.sin(xb), jnp.cos(xb)], axis=-1)
    enc = enc.reshape(x.shape[:-1] + (-1,))
    return jnp.concatenate([x, enc], axis=-1)


def init_field(key, n_freqs, hidden):
    sizes = [3 + 6 * n_freqs, hidden, hidden, 4]
    keys = jax.random.split(key, len(sizes) - 1)
    params = []
    for k, a, b in zip(keys, sizes[:-1], sizes[1:]):
        w = jax.random.normal(k, (a, b)) * jnp.sqrt(2.0 / a)
        params.append({"w": w, "b": jnp.zeros(b)})
    return params


def query_field(params, points, n_freqs):
    h = positional_encoding(points, n_freqs)
    for layer in params[:-1]:
        h = jax.nn.relu(h @ layer["w"] + layer["b"])
    out = h @ params[-1]["w"] + params[-1]["b"]
    rgb = jax.nn.sigmoid(out[..., :3])
    sigma = jax.nn.softplus(out[..., 3])
    return rgb, sigma
