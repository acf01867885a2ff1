from __future__ import annotations

import equinox as eqx
import jax
import jax.numpy as jnp
from jaxtyping import Array, Float, PRNGKeyArray

from .pooling import chunk_norms, running_count


class PooledClassifier(eqx.Module):
    head: eqx.nn.Linear
    chunk: int = eqx.field(static=True)

    def __init__(self, d_in: int, chunk: int, n_classes: int, *, key: PRNGKeyArray) -> None:
        n_feats = -(-d_in // chunk) + 1
        self.head = eqx.nn.Linear(n_feats, n_classes, key=key)
        self.chunk = chunk

    def __call__(self, x: Float[Array, "b ..."]) -> Float[Array, "b c"]:
        feats = chunk_norms(x, self.chunk)
        count = running_count(feats)[:, None]
        return jax.vmap(self.head)(jnp.concatenate([feats, count], axis=-1))


@eqx.filter_jit
def loss_and_grad(model: PooledClassifier, x: jax.Array, labels: jax.Array):
    def loss_fn(m: PooledClassifier) -> jax.Array:
        logits = m(x)
        logp = jax.nn.log_softmax(logits)
        return -jnp.mean(jnp.take_along_axis(logp, labels[:, None], axis=-1))

    return eqx.filter_value_and_grad(loss_fn)(model)
