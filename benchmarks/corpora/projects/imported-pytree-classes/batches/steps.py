import jax
import jax.numpy as jnp

from .data import Batch


@jax.jit
def accuracy(w, batch: Batch):
    count = int(batch.labels.max()) + 1
    flat = batch.images.reshape(batch.images.shape[0], -1)
    logits = (flat @ w)[:, :count]
    return jnp.mean(jnp.argmax(logits, axis=-1) == batch.labels)
