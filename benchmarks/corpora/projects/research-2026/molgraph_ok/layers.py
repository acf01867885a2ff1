import jax
import jax.numpy as jnp
from flax import nnx


class EdgeConv(nnx.Module):
    def __init__(self, hidden, num_bond_types, rngs):
        self.bond_embed = nnx.Embed(num_bond_types, hidden, rngs=rngs)
        self.msg = nnx.Linear(2 * hidden, hidden, rngs=rngs)
        self.upd = nnx.Linear(2 * hidden, hidden, rngs=rngs)
        self.norm = nnx.LayerNorm(hidden, rngs=rngs)

    def __call__(self, h, senders, receivers, bonds):
        e = self.bond_embed(bonds)
        m = jax.nn.silu(self.msg(jnp.concatenate([h[senders], e], axis=-1)))
        agg = jax.ops.segment_sum(m, receivers, num_segments=h.shape[0])
        deg = jax.ops.segment_sum(jnp.ones_like(receivers, dtype=h.dtype), receivers, num_segments=h.shape[0])
        agg = agg / jnp.maximum(deg, 1.0)[:, None]
        return self.norm(h + self.upd(jnp.concatenate([h, agg], axis=-1)))


def segment_mean(x, ids, num_segments):
    total = jax.ops.segment_sum(x, ids, num_segments=num_segments)
    count = jax.ops.segment_sum(jnp.ones((x.shape[0], 1), x.dtype), ids, num_segments=num_segments)
    return total / jnp.maximum(count, 1.0)


def graph_readout(h, graph):
    ids = graph["node_graph"]
    num_graphs = graph["y"].shape[0]
    mean = segment_mean(h, ids, num_graphs)
    summed = jax.ops.segment_sum(h, ids, num_segments=num_graphs)
    return jnp.concatenate([mean, jnp.log1p(jnp.abs(summed))], axis=-1)
