import jax
import jax.numpy as jnp
from flax import nnx


class Block(nnx.Module):
    def __init__(self, dim, n_hidden, use_residual, rngs):
        self.layers = nnx.List([nnx.Linear(dim, dim, rngs=rngs) for _ in range(n_hidden)])
        self.use_residual = use_residual
        self.norm = nnx.LayerNorm(dim, rngs=rngs)

    def __call__(self, x):
        h = x
        for layer in self.layers:
            h = nnx.relu(layer(h))
        if self.use_residual:
            h = h + x
        if len(self.layers) > 1:
            h = self.norm(h)
        return h


@nnx.jit
def forward(model, x):
    return model(x)


model = Block(4, 2, True, nnx.Rngs(0))
x = jnp.arange(8.0).reshape(2, 4)
y = forward(model, x)
print(y.shape, y.mean())
model2 = Block(4, 1, False, nnx.Rngs(1))
print(forward(model2, x).shape)
