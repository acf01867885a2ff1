import jax
import jax.numpy as jnp
from flax import nnx


class SelfAttention(nnx.Module):
    def __init__(self, d_model, num_heads, *, causal=True, rngs):
        assert d_model % num_heads == 0
        self.num_heads = num_heads
        self.head_dim = d_model // num_heads
        self.causal = causal
        self.qkv = nnx.Linear(d_model, 3 * d_model, use_bias=False, rngs=rngs)
        self.proj = nnx.Linear(d_model, d_model, rngs=rngs)
        self.cache_len = nnx.Variable(jnp.array(0))

    def split_heads(self, t):
        b, s, _ = t.shape
        return t.reshape(b, s, self.num_heads, self.head_dim).transpose(0, 2, 1, 3)

    def __call__(self, x):
        b, s, d = x.shape
        q, k, v = map(self.split_heads, jnp.split(self.qkv(x), 3, axis=-1))
        scores = q @ k.transpose(0, 1, 3, 2) / jnp.sqrt(self.head_dim)
        if self.causal:
            scores = jnp.where(jnp.tril(jnp.ones((s, s), dtype=bool)), scores, -jnp.inf)
        out = jax.nn.softmax(scores, axis=-1) @ v
        self.cache_len[...] = self.cache_len[...] + s
        return self.proj(out.transpose(0, 2, 1, 3).reshape(b, s, d))


class Block(nnx.Module):
    def __init__(self, d_model, num_heads, rngs):
        self.ln = nnx.LayerNorm(d_model, rngs=rngs)
        self.attn = SelfAttention(d_model, num_heads, rngs=rngs)

    def __call__(self, x):
        return x + self.attn(self.ln(x))


@nnx.jit
def forward(blocks, x):
    for blk in blocks:
        x = blk(x)
    return x


rngs = nnx.Rngs(0)
blocks = nnx.List([Block(32, h, rngs) for h in (4, 8, 2)])
x = jax.random.normal(jax.random.PRNGKey(1), (2, 10, 32))
y = forward(blocks, x)
y = forward(blocks, y[:, :5])
print(y.shape, [int(b.attn.cache_len[...]) for b in blocks], [b.attn.num_heads for b in blocks])
