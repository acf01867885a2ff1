import flax.linen as nn

from .layers import MLP, EdgeConv, sum_pool


class MolGNN(nn.Module):
    hidden: int = 32
    num_layers: int = 3

    @nn.compact
    def __call__(self, graph):
        h = nn.Dense(self.hidden)(graph.nodes) * graph.node_mask[:, None]
        for _ in range(self.num_layers):
            h = EdgeConv(self.hidden)(h, graph)
        pooled = sum_pool(h, graph)
        return MLP((self.hidden, 1))(pooled)[:, 0]
