import jax
import jax.numpy as jnp
from flax import nnx


class ResidualBlock(nnx.Module):
    def __init__(self, width, hidden, dropout_rate, layer_drop, rngs):
        self.norm = nnx.BatchNorm(width, momentum=0.9, rngs=rngs)
        self.fc1 = nnx.Linear(width, hidden, rngs=rngs)
        self.fc2 = nnx.Linear(hidden, width, rngs=rngs)
        self.dropout = nnx.Dropout(dropout_rate, rngs=rngs)
        self.layer_drop = layer_drop
        self.deterministic = False
        self.rngs = rngs

    def __call__(self, x):
        h = self.norm(x)
        h = jax.nn.gelu(self.fc1(h))
        h = self.dropout(h)
        h = self.fc2(h)
        if self.deterministic or self.layer_drop == 0.0:
            return x + h
        u = jax.random.uniform(self.rngs.layerdrop())
        keep = u >= self.layer_drop
        return x + jnp.where(keep, h / (1.0 - self.layer_drop), 0.0)


class ResMLP(nnx.Module):
    def __init__(self, in_dim, width, hidden, depth, num_classes, dropout_rate, layer_drop, rngs):
        self.embed = nnx.Linear(in_dim, width, rngs=rngs)
        rates = [layer_drop * i / max(depth - 1, 1) for i in range(depth)]
        self.blocks = nnx.List(
            [ResidualBlock(width, hidden, dropout_rate, r, rngs) for r in rates]
        )
        self.head_norm = nnx.LayerNorm(width, rngs=rngs)
        self.head = nnx.Linear(width, num_classes, rngs=rngs)

    def __call__(self, x):
        x = self.embed(jnp.asarray(x, jnp.float32))
        for block in self.blocks:
            x = block(x)
        return self.head(self.head_norm(x))
