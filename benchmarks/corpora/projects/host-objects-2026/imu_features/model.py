"""A two-layer MLP in flax.nnx."""
import jax
from flax import nnx


class MLP(nnx.Module):
    def __init__(self, n_in, hidden, n_out, *, rngs):
        self.norm = nnx.LayerNorm(n_in, rngs=rngs)
        self.fc1 = nnx.Linear(n_in, hidden, rngs=rngs)
        self.fc2 = nnx.Linear(hidden, n_out, rngs=rngs)

    def __call__(self, x):
        return self.fc2(jax.nn.relu(self.fc1(self.norm(x))))


def build(cfg):
    rngs = nnx.Rngs(jax.random.key(cfg.seed, impl="rbg"))
    return MLP(cfg.n_features, cfg.hidden, cfg.n_classes, rngs=rngs)
