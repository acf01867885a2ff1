"""Graph classifier in flax.nnx."""
from flax import nnx
import jax.numpy as jnp

from . import layers, pooling


class GNN(nnx.Module):
    def __init__(self, n_features, hidden, n_classes, rngs):
        dims = [n_features] + list(hidden)
        self.convs = nnx.List(
            [layers.GraphConv(dims[i], dims[i + 1], rngs=rngs) for i in range(len(hidden))]
        )
        self.head = nnx.Linear(2 * dims[-1], n_classes, rngs=rngs)

    def __call__(self, batch):
        h = batch["nodes"]
        for conv in self.convs:
            h = conv(h, batch["senders"], batch["receivers"])
        graph_ids = pooling.graph_ids_from_counts(batch["n_node"], h.shape[0])
        g = jnp.concatenate(
            [
                pooling.mean_readout(h, graph_ids, batch["n_node"]),
                pooling.max_readout(h, graph_ids, batch["n_node"]),
            ],
            axis=-1,
        )
        return self.head(g)
