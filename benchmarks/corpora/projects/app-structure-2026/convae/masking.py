import jax
import jax.numpy as jnp


def keep_mask(key, num_patches, rate):
    n_keep = jnp.round((1.0 - rate) * num_patches).astype(jnp.int32)
    ordered = jnp.concatenate([jnp.ones(n_keep), jnp.zeros(num_patches - n_keep)])
    return jax.random.permutation(key, ordered)


def upsample_patches(mask, patch_size):
    mask = jnp.repeat(mask, patch_size, axis=-2)
    return jnp.repeat(mask, patch_size, axis=-1)
