import jax
import jax.numpy as jnp


@jax.jit
def banded_attention(q, k, v, lookahead):
    n = q.shape[0]
    scores = q @ k.T / jnp.sqrt(q.shape[-1])
    allowed = jnp.tri(n, n, k=lookahead, dtype=bool)
    scores = jnp.where(allowed, scores, -1e9)
    weights = jax.nn.softmax(scores, axis=-1)
    return weights @ v, weights


@jax.jit
def shifted_identity(x, offset):
    return x @ jnp.eye(x.shape[1], k=offset)


key = jax.random.key(1)
kq, kk, kv = jax.random.split(key, 3)
q = jax.random.normal(kq, (5, 8))
k = jax.random.normal(kk, (5, 8))
v = jax.random.normal(kv, (5, 8))
for lookahead in (0, 1):
    out, w = banded_attention(q, k, v, lookahead)
    print(lookahead, out.shape, (w > 1e-6).sum(axis=1))
print(shifted_identity(jnp.arange(12.0).reshape(3, 4), 1))
