"""Causal multi-head self-attention block."""
import jax
import jax.numpy as jnp


def init(key, d_model, n_heads):
    ks = jax.random.split(key, 4)
    s = 1.0 / jnp.sqrt(d_model)
    return {name: jax.random.normal(k, (d_model, d_model)) * s for name, k in zip(["q", "k", "v", "o"], ks)}


def split_heads(x, n_heads):
    t, d = x.shape
    return x.reshape(t, n_heads, d // n_heads).transpose(1, 0, 2)


@jax.jit
def causal_self_attention(params, x):
    n_heads = 4
    t = x.shape[0]
    q = split_heads(x @ params["q"], n_heads)
    k = split_heads(x @ params["k"], n_heads)
    v = split_heads(x @ params["v"], n_heads)
    scores = q @ k.transpose(0, 2, 1) / jnp.sqrt(q.shape[-1])
    mask = jnp.tril(jnp.ones((t, t), dtype=bool))
    scores = jnp.where(mask[None], scores, -1e9)
    attn = jax.nn.softmax(scores, axis=-1)
    out = (attn @ v).transpose(1, 0, 2).reshape(t, -1)
    return out @ params["o"]


if __name__ == "__main__":
    params = init(jax.random.PRNGKey(0), 16, 4)
    x = jax.random.normal(jax.random.PRNGKey(1), (10, 16))
    y = causal_self_attention(params, x)
    print(y.shape, bool(jnp.all(jnp.isfinite(y))))
