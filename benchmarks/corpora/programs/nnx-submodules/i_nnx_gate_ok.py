import jax.numpy as jnp
from flax import nnx


class Gate(nnx.Module):
    def __init__(self, dim, rngs):
        self.proj = nnx.Linear(dim, dim, rngs=rngs)
        self.depth = 2

    def __call__(self, x):
        h = x
        for _ in range(self.depth):
            h = self.proj(h)
        return jnp.where(h.mean() > 0, nnx.relu(h), h)


@nnx.jit
def forward(model, x):
    return model(x)


model = Gate(3, nnx.Rngs(0))
print(forward(model, jnp.ones((2, 3))))
