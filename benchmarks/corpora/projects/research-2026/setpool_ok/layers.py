import jax
import jax.numpy as jnp


def masked_mean(h, mask):
    num_slots, width = h.shape
    weights = mask.reshape(num_slots, 1)
    size = jnp.maximum(jnp.sum(mask), 1.0)
    return jnp.sum(h * weights, axis=0) / size


def masked_max(h, mask):
    neg = jnp.finfo(h.dtype).min
    return jnp.max(jnp.where(mask[:, None] > 0, h, neg), axis=0)


def layer_norm(x, eps=1e-5):
    mu = jnp.mean(x, axis=-1, keepdims=True)
    var = jnp.var(x, axis=-1, keepdims=True)
    return (x - mu) * jax.lax.rsqrt(var + eps)


def masked_std(h, mask, mean):
    w = mask[:, None]
    var = jnp.sum(w * (h - mean) ** 2, axis=0) / jnp.maximum(jnp.sum(mask), 1.0)
    return jnp.sqrt(var + 1e-6)
