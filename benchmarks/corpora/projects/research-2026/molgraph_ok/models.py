import jax
from flax import nnx

from . import layers


class MPNN(nnx.Module):
    def __init__(self, cfg, rngs):
        hidden = cfg["hidden"]
        self.atom_embed = nnx.Embed(cfg["num_atom_types"], hidden, rngs=rngs)
        self.convs = nnx.List(
            [layers.EdgeConv(hidden, cfg["num_bond_types"], rngs) for _ in range(cfg["layers"])]
        )
        self.head1 = nnx.Linear(2 * hidden, hidden, rngs=rngs)
        self.head2 = nnx.Linear(hidden, 1, rngs=rngs)

    def __call__(self, graph):
        h = self.atom_embed(graph["atoms"])
        for conv in self.convs:
            h = conv(h, graph["senders"], graph["receivers"], graph["bonds"])
        g = layers.graph_readout(h, graph)
        return self.head2(jax.nn.silu(self.head1(g)))[:, 0]
