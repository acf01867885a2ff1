import equinox as eqx
import jax


class MLPRegressor(eqx.Module):
    layers: list
    norms: list
    dropout: eqx.nn.Dropout
    head: eqx.nn.Linear

    def __init__(self, in_dim, width, depth, out_dim, dropout, key):
        keys = jax.random.split(key, depth + 1)
        dims = [in_dim] + [width] * depth
        self.layers = [eqx.nn.Linear(dims[i], dims[i + 1], key=keys[i]) for i in range(depth)]
        self.norms = [eqx.nn.LayerNorm(width) for _ in range(depth)]
        self.dropout = eqx.nn.Dropout(dropout)
        self.head = eqx.nn.Linear(width, out_dim, key=keys[-1])

    def __call__(self, x, key=None, inference=False):
        for i, (layer, norm) in enumerate(zip(self.layers, self.norms)):
            h = jax.nn.silu(norm(layer(x)))
            sub = None
            if key is not None:
                key, sub = jax.random.split(key)
            h = self.dropout(h, key=sub, inference=inference or sub is None)
            x = h if i == 0 else x + h
        return self.head(x)
