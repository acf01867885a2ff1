import jax
import jax.numpy as jnp
from flax import nnx


class Experts(nnx.Module):
    def __init__(self, n_experts, in_dim, hidden, rngs):
        key = rngs.params()
        k1, k2 = jax.random.split(key)
        self.w1 = nnx.Param(jax.random.normal(k1, (n_experts, in_dim, hidden)) * 0.3)
        self.w2 = nnx.Param(jax.random.normal(k2, (n_experts, hidden)) * 0.3)

    def __call__(self, x):
        h = jnp.tanh(jnp.einsum("bi,eih->beh", x, self.w1[...]))
        return jnp.einsum("beh,eh->be", h, self.w2[...])
