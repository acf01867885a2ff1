import jax
import jax.numpy as jnp
from flax import nnx

from .attention import edge_softmax


class GATLayer(nnx.Module):
    def __init__(self, d_in, d_out, heads, rngs, concat=True):
        self.heads = heads
        self.d_out = d_out
        self.concat = concat
        self.proj = nnx.Linear(d_in, heads * d_out, use_bias=False, rngs=rngs)
        self.a_src = nnx.Param(0.1 * jax.random.normal(rngs.params(), (heads, d_out)))
        self.a_dst = nnx.Param(0.1 * jax.random.normal(rngs.params(), (heads, d_out)))

    def __call__(self, x, adj):
        n = x.shape[0]
        h = self.proj(x).reshape(n, self.heads, self.d_out)
        src = jnp.einsum("nhd,hd->hn", h, self.a_src[...])
        dst = jnp.einsum("nhd,hd->hn", h, self.a_dst[...])
        scores = nnx.leaky_relu(src[:, :, None] + dst[:, None, :], 0.2)
        attn = edge_softmax(scores, adj)
        out = jnp.einsum("hij,jhd->ihd", attn, h)
        if self.concat:
            return out.reshape(n, -1)
        return out.mean(axis=1)
