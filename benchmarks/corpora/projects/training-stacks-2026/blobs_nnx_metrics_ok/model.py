import jax
from flax import nnx


class Classifier(nnx.Module):
    def __init__(self, in_features, hidden, num_classes, dropout, rngs):
        sizes = (in_features,) + tuple(hidden)
        self.linears = nnx.List(
            [nnx.Linear(sizes[i], sizes[i + 1], rngs=rngs) for i in range(len(hidden))]
        )
        self.norms = nnx.List([nnx.BatchNorm(h, rngs=rngs) for h in hidden])
        self.dropout = nnx.Dropout(dropout, rngs=rngs)
        self.out = nnx.Linear(sizes[-1], num_classes, rngs=rngs)

    def __call__(self, x):
        for linear, norm in zip(self.linears, self.norms):
            x = self.dropout(jax.nn.relu(norm(linear(x))))
        return self.out(x)
