from flax import nnx

from .plugins import find_plugin
from .pooling import Pooling


class DeepSets(nnx.Module):
    def __init__(self, in_dim, hidden, n_classes, pool, *, rngs):
        self.enc1 = nnx.Linear(in_dim, hidden, rngs=rngs)
        self.enc2 = nnx.Linear(hidden, hidden, rngs=rngs)
        self.pool = find_plugin(Pooling, pool)(hidden, rngs=rngs)
        self.head = nnx.Linear(hidden, n_classes, rngs=rngs)

    def __call__(self, x, mask):
        h = self.enc2(nnx.relu(self.enc1(x)))
        return self.head(nnx.relu(self.pool(h, mask)))
