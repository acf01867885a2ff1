from flax import nnx


class MLP(nnx.Module):
    def __init__(self, features, widths, classes, *, rngs):
        dims = (features,) + tuple(widths)
        self.layers = nnx.List(
            [nnx.Linear(a, b, rngs=rngs) for a, b in zip(dims[:-1], dims[1:])]
        )
        self.out = nnx.Linear(dims[-1], classes, rngs=rngs)

    def __call__(self, x):
        for layer in self.layers:
            x = nnx.silu(layer(x))
        return self.out(x)
