import jax.numpy as jnp


def zeros_row(n, dtype=jnp.float32):
    return jnp.zeros((n,), dtype)


def pad_classes(logits, n_total, fill=-1e9):
    missing = n_total - logits.shape[-1]
    extra = zeros_row(missing) + fill
    extra = jnp.broadcast_to(extra, logits.shape[:-1] + extra.shape)
    return jnp.concatenate([logits, extra], axis=-1)


def class_mask(n_valid, n_total):
    return jnp.arange(n_total) < n_valid
