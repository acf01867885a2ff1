import jax
import jax.numpy as jnp
import numpy as np
from flax import nnx


class SinusoidalPositions(nnx.Module):
    def __init__(self, max_positions, d_model, *, rngs):
        pos = np.arange(max_positions)[:, None]
        div = np.exp(np.arange(0, d_model, 2) * (-np.log(10_000.0) / d_model))
        table = np.zeros((max_positions, d_model), np.float32)
        table[:, 0::2] = np.sin(pos * div)
        table[:, 1::2] = np.cos(pos * div)
        self.table = jnp.asarray(table)

    def __call__(self, length, offset):
        return jnp.take(self.table, offset + jnp.arange(length), axis=0)


class LearnedPositions(nnx.Module):
    def __init__(self, max_positions, d_model, *, rngs):
        init = nnx.initializers.normal(0.02)
        self.table = nnx.Param(init(rngs.params(), (max_positions, d_model)))

    def __call__(self, length, offset):
        return jax.lax.dynamic_slice_in_dim(self.table.value, offset, length, axis=0)


POSITIONAL = {"sinusoidal": SinusoidalPositions, "learned": LearnedPositions}


class Block(nnx.Module):
    def __init__(self, d_model, num_heads, *, rngs):
        self.ln1 = nnx.LayerNorm(d_model, rngs=rngs)
        self.attn = nnx.MultiHeadAttention(
            num_heads=num_heads, in_features=d_model, decode=False, rngs=rngs
        )
        self.ln2 = nnx.LayerNorm(d_model, rngs=rngs)
        self.mlp_in = nnx.Linear(d_model, 4 * d_model, rngs=rngs)
        self.mlp_out = nnx.Linear(4 * d_model, d_model, rngs=rngs)

    def __call__(self, x):
        length = x.shape[1]
        mask = nnx.make_causal_mask(jnp.ones((x.shape[0], length)))
        x = x + self.attn(self.ln1(x), mask=mask)
        return x + self.mlp_out(jax.nn.gelu(self.mlp_in(self.ln2(x))))
