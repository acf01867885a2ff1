import jax.numpy as jnp
from flax import nnx


class Pool(nnx.Module):
    def __init__(self, dim, rngs):
        self.lin = nnx.Linear(dim, dim, rngs=rngs)
        self.keep = dim // 2

    def __call__(self, x):
        h = self.lin(x)
        return h[:, : self.keep].sum(axis=-1)


@nnx.jit
def run(model, x):
    return model(x)


print(run(Pool(4, nnx.Rngs(2)), jnp.ones((3, 4))))
