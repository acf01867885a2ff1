import jax
import jax.numpy as jnp
import flax.linen as nn

from . import utils


class MLP(nn.Module):
    features: tuple

    @nn.compact
    def __call__(self, x):
        for i, f in enumerate(self.features):
            x = nn.Dense(f)(x)
            if i < len(self.features) - 1:
                x = nn.silu(x)
        return x


class EdgeConv(nn.Module):
    """Mean-aggregated message passing over a padded edge list."""
    hidden: int

    @nn.compact
    def __call__(self, h, graph):
        n = h.shape[0]
        hs = h[graph.senders]
        hr = h[graph.receivers]
        msg = MLP((self.hidden, self.hidden))(jnp.concatenate([hs, hr, graph.edges], -1))
        msg = msg * graph.edge_mask[:, None]
        agg = jax.ops.segment_sum(msg, graph.receivers, num_segments=n)
        deg = jax.ops.segment_sum(graph.edge_mask, graph.receivers, num_segments=n)
        agg = agg / jnp.maximum(deg, 1.0)[:, None]
        h = h + MLP((self.hidden, self.hidden))(jnp.concatenate([h, agg], -1))
        h = nn.LayerNorm()(h)
        return h * graph.node_mask[:, None]


def sum_pool(h, graph):
    """Sum node states into one vector per graph slot."""
    h = h * graph.node_mask[:, None]
    return jax.ops.segment_sum(h, graph.node_graph, num_segments=utils.num_graphs(graph))
