import jax.numpy as jnp


def length_mask(lengths, max_len):
    pos = jnp.arange(max_len)[None, :]
    return (pos < lengths[:, None]).astype(jnp.float32)


def masked_mean(x, mask):
    num = jnp.sum(x * mask[..., None], axis=1)
    den = jnp.maximum(jnp.sum(mask, axis=1, keepdims=True), 1.0)
    return num / den
