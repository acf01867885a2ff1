import jax.numpy as jnp


def masked_stats(logmel, n_frames):
    valid = logmel[:n_frames]
    mean = jnp.average(valid, axis=0)
    var = jnp.average((valid - mean) ** 2, axis=0)
    return jnp.concatenate([mean, jnp.sqrt(var + 1e-6)])


def masked_max(logmel, n_frames):
    valid = (jnp.arange(logmel.shape[0]) < n_frames)[:, None]
    return jnp.max(jnp.where(valid, logmel, -jnp.inf), axis=0)


POOLING = {"stats": masked_stats, "max": masked_max}
