import equinox as eqx
import jax

from .layers import RelGraphConv


class RGCN(eqx.Module):
    layers: list
    dropout: eqx.nn.Dropout

    def __init__(self, in_dim, hidden, num_classes, num_relations, num_layers, key):
        dims = [in_dim] + [hidden] * (num_layers - 1) + [num_classes]
        keys = jax.random.split(key, num_layers)
        self.layers = [RelGraphConv(a, b, num_relations, k) for a, b, k in zip(dims[:-1], dims[1:], keys)]
        self.dropout = eqx.nn.Dropout(0.2)

    def __call__(self, graph, norm, key=None, inference=False):
        h = graph["x"]
        for i, layer in enumerate(self.layers):
            h = layer(h, graph, norm)
            if i < len(self.layers) - 1:
                h = jax.nn.relu(h)
                h = self.dropout(h, key=key, inference=inference or key is None)
        return h
