"""A flax nnx layer with a learnable activation threshold."""
import jax.numpy as jnp
from flax import nnx


class Gate(nnx.Module):
    def __init__(self, width, rngs):
        self.linear = nnx.Linear(width, width, rngs=rngs)
        self.threshold = nnx.Param(jnp.array(0.5))

    def __call__(self, x):
        h = self.linear(x)
        if jnp.mean(h) > self.threshold[...]:
            h = jnp.tanh(h)
        return h


@nnx.jit
def forward(model, x):
    return model(x)


if __name__ == "__main__":
    model = Gate(4, nnx.Rngs(0))
    print(forward(model, jnp.ones((2, 4))))
