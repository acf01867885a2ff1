import jax
import jax.numpy as jnp


def split_heads(t, n_heads):
    return t.reshape(t.shape[0], n_heads, -1)


def attention_block(params, x, n_heads):
    q = split_heads(x @ params["wq"], n_heads)
    k = split_heads(x @ params["wk"], n_heads)
    v = split_heads(x, n_heads)
    scores = jnp.einsum("qhd,khd->hqk", q, k) / jnp.sqrt(q.shape[-1])
    attn = jax.nn.softmax(scores, axis=-1)
    return x + jnp.einsum("hqk,khd->qhd", attn, v).reshape(x.shape)


block = jax.checkpoint(attention_block)


def loss(params, x):
    h = block(params, x, 2)
    return jnp.mean(h ** 2)


key_q, key_k = jax.random.split(jax.random.key(0))
params = {"wq": jax.random.normal(key_q, (8, 8)) * 0.2, "wk": jax.random.normal(key_k, (8, 8)) * 0.2}
x = jnp.ones((5, 8))
grads = jax.grad(loss)(params, x)
print("grad norms:", {k: float(jnp.linalg.norm(v)) for k, v in grads.items()})
