import flax.linen as nn

from . import pooling


class GCN(nn.Module):
    hidden: int
    num_layers: int
    num_classes: int

    @nn.compact
    def __call__(self, graph):
        h = nn.Dense(self.hidden)(graph["nodes"])
        for _ in range(self.num_layers):
            h = pooling.degree_normalize(h, graph["senders"], graph["receivers"])
            h = nn.relu(nn.Dense(self.hidden)(h))
        g = pooling.readout(h, graph)
        return nn.Dense(self.num_classes)(g)
