import jax
import jax.numpy as jnp


def init_cell(key, in_dim, hidden):
    k1, k2 = jax.random.split(key)
    return {
        "wx": jax.random.normal(k1, (in_dim, 2 * hidden)) * 0.3,
        "wh": jax.random.normal(k2, (hidden, 2 * hidden)) * 0.3,
    }


def step(params, h, x):
    hidden = h.shape[-1]
    gates = x @ params["wx"] + h @ params["wh"]
    z = jax.nn.sigmoid(gates[..., :hidden])
    cand = jnp.tanh(gates[..., hidden:])
    return (1.0 - z) * h + z * cand
