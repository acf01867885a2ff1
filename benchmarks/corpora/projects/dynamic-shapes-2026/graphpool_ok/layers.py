"""Message-passing layer."""
import jax
import jax.numpy as jnp
from flax import nnx


class GraphConv(nnx.Module):
    def __init__(self, din, dout, rngs):
        self.self_lin = nnx.Linear(din, dout, rngs=rngs)
        self.nbr_lin = nnx.Linear(din, dout, rngs=rngs)

    def __call__(self, h, senders, receivers):
        n = h.shape[0]
        msgs = self.nbr_lin(h)[senders]
        agg = jax.ops.segment_sum(msgs, receivers, num_segments=n)
        deg = jax.ops.segment_sum(jnp.ones(receivers.shape, h.dtype), receivers, num_segments=n)
        return nnx.relu(self.self_lin(h) + agg / jnp.maximum(deg, 1.0)[:, None])
