"""pmap's static_broadcasted_argnums are taken by position only: passing `top_k` by
keyword makes the pmapped function raise ValueError at the call."""

import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.pmap, in_axes=(None, 0, None), static_broadcasted_argnums=(2,))
def top_scores(params, batch, top_k):
    logits = batch @ params
    return jnp.sort(logits, axis=-1)[:, -top_k:].mean()


params = jnp.ones((4, 10))
batches = jnp.ones((jax.local_device_count(), 16, 4))
top_scores(params, batches, top_k=3)  # E: jax-static-arg
