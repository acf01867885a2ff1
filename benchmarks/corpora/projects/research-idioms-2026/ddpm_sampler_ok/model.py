import jax
import jax.numpy as jnp

TEMB_DIM = 16


def time_embedding(t):
    freqs = jnp.exp(-jnp.arange(TEMB_DIM // 2) * jnp.log(1000.0) / (TEMB_DIM // 2))
    ang = jnp.asarray(t, jnp.float32)[..., None] * freqs
    return jnp.concatenate([jnp.sin(ang), jnp.cos(ang)], -1)


def init(key, dim, hidden):
    k1, k2, k3 = jax.random.split(key, 3)
    return {
        "w_in": jax.random.normal(k1, (dim + TEMB_DIM, hidden)) * 0.1,
        "w_mid": jax.random.normal(k2, (hidden, hidden)) * 0.1,
        "w_out": jax.random.normal(k3, (hidden, dim)) * 0.1,
    }


def apply(params, x, t):
    temb = jnp.broadcast_to(time_embedding(t), x.shape[:-1] + (TEMB_DIM,))
    h = jax.nn.silu(jnp.concatenate([x, temb], -1) @ params["w_in"])
    h = jax.nn.silu(h @ params["w_mid"])
    return h @ params["w_out"]
