import jax
import jax.numpy as jnp


def init_block(key, width, spec):
    k1, k2 = jax.random.split(key)
    hidden = width * spec["expansion"]
    p = {
        "w1": jax.random.normal(k1, (width, hidden)) / jnp.sqrt(width),
        "b1": jnp.zeros((hidden,)),
        "w2": jax.random.normal(k2, (hidden, width)) * (0.1 / jnp.sqrt(hidden)),
        "b2": jnp.zeros((width,)),
    }
    if spec["pre_norm"]:
        p["ln_scale"] = jnp.ones((width,))
        p["ln_bias"] = jnp.zeros((width,))
    return p


def layer_norm(h, scale, bias, eps=1e-5):
    mu = jnp.mean(h, axis=-1, keepdims=True)
    var = jnp.var(h, axis=-1, keepdims=True)
    return (h - mu) * jax.lax.rsqrt(var + eps) * scale + bias


def feed_forward(p, z):
    return jax.nn.gelu(z @ p["w1"] + p["b1"]) @ p["w2"] + p["b2"]


def residual_block(p, h, pre_norm):
    if pre_norm:
        z = layer_norm(h, p["ln_scale"], p["ln_bias"])
    else:
        z = h
    return h + feed_forward(p, z)
