"""Local windowed self-attention with a banded causal mask."""

import jax
import jax.numpy as jnp


def banded_mask(n, window):
    i = jnp.arange(n)[:, None]
    j = jnp.arange(n)[None, :]
    return (j <= i) & (i - j < window)


@jax.jit
def local_attention(q, k, v, window):
    n, d = q.shape
    with jax.ensure_compile_time_eval():
        mask = banded_mask(n, int(window))
    scores = (q @ k.T) / jnp.sqrt(d)
    scores = jnp.where(mask, scores, -1e9)
    return jax.nn.softmax(scores, axis=-1) @ v


kq, kk, kv = jax.random.split(jax.random.key(0), 3)
q = jax.random.normal(kq, (6, 4))
k = jax.random.normal(kk, (6, 4))
v = jax.random.normal(kv, (6, 4))
out = local_attention(q, k, v, 3)
print(out.shape)
