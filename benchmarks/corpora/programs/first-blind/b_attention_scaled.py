"""Single-head scaled dot-product attention with an optional causal mask."""

from functools import partial

import numpy as np
import jax
import jax.numpy as jnp


def attention(q, k, v, mask=None):
    d = q.shape[-1]
    scores = q @ k.T / np.sqrt(d)
    if mask is not None:
        scores = jnp.where(mask, scores, -1e9)
    return jax.nn.softmax(scores, axis=-1) @ v


@partial(jax.jit, static_argnames=("causal",))
def self_attention(x, wq, wk, wv, causal=False):
    q, k, v = x @ wq, x @ wk, x @ wv
    mask = None
    if causal:
        n = x.shape[0]
        mask = np.tril(np.ones((n, n), dtype=bool))
    return attention(q, k, v, mask)


if __name__ == "__main__":
    keys = jax.random.split(jax.random.PRNGKey(0), 4)
    x = jax.random.normal(keys[0], (6, 8))
    wq, wk, wv = (jax.random.normal(k, (8, 8)) * 0.3 for k in keys[1:])
    print(self_attention(x, wq, wk, wv).shape)
    print(self_attention(x, wq, wk, wv, causal=True)[0])
