import jax
import jax.numpy as jnp
import numpy as np


def init_cell(key, d_in, d_h):
    k1, k2 = jax.random.split(key)
    scale = 1.0 / np.sqrt(d_in + d_h)
    return {
        "w_gates": jax.random.normal(k1, (d_in + d_h, 2 * d_h)) * scale,
        "b_gates": jnp.zeros((2 * d_h,)),
        "w_cand": jax.random.normal(k2, (d_in + d_h, d_h)) * scale,
        "b_cand": jnp.zeros((d_h,)),
    }


def _gates(p, h, x):
    hx = jnp.concatenate([h, x], axis=-1)
    zr = jax.nn.sigmoid(hx @ p["w_gates"] + p["b_gates"])
    z, r = jnp.split(zr, 2, axis=-1)
    return z, r


def gru_cell(p, h, x):
    z, r = _gates(p, h, x)
    cand = jnp.tanh(jnp.concatenate([r * h, x], axis=-1) @ p["w_cand"] + p["b_cand"])
    h_new = (1.0 - z) * h + z * cand
    return h_new, h_new
