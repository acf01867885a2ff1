import jax
import jax.numpy as jnp
import flax.linen as nn

from .positional import rope_tables


def apply_rope(x, sin, cos):
    x1, x2 = x[..., 0::2], x[..., 1::2]
    sin, cos = sin[:, None, :], cos[:, None, :]
    rotated = jnp.stack([x1 * cos - x2 * sin, x1 * sin + x2 * cos], axis=-1)
    return rotated.reshape(x.shape)


class RotaryAttention(nn.Module):
    heads: int

    @nn.compact
    def __call__(self, x):
        n, width = x.shape[-2:]
        head_dim = width // self.heads
        q, k, v = (
            nn.DenseGeneral((self.heads, head_dim), name=name)(x) for name in ("q", "k", "v")
        )
        sin, cos = rope_tables(n, head_dim)
        q, k = apply_rope(q, sin, cos), apply_rope(k, sin, cos)
        logits = jnp.einsum("...qhd,...khd->...hqk", q, k) / jnp.sqrt(head_dim)
        y = jnp.einsum("...hqk,...khd->...qhd", jax.nn.softmax(logits), v)
        return nn.DenseGeneral(width, axis=(-2, -1), name="out")(y)
