import jax.numpy as jnp


def trim_batch(batch):
    """Drop the all-padding columns at the end of a padded batch."""
    max_len = batch["lengths"].max()
    return {k: (v[:, :max_len] if v.ndim == 2 else v) for k, v in batch.items()}


def length_mask(lengths, max_len):
    return (jnp.arange(max_len)[None, :] < lengths[:, None]).astype(jnp.float32)
