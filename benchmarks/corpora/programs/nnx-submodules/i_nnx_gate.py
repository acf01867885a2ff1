import jax.numpy as jnp
from flax import nnx


class Gate(nnx.Module):
    def __init__(self, dim, rngs):
        self.proj = nnx.Linear(dim, dim, rngs=rngs)

    def __call__(self, x):
        h = self.proj(x)
        if h.mean() > 0:
            return nnx.relu(h)
        return h


@nnx.jit
def forward(model, x):
    return model(x)


model = Gate(3, nnx.Rngs(0))
print(forward(model, jnp.ones((2, 3))))
