"""A flax nnx residual network with a configurable number of blocks."""
import jax.numpy as jnp
from flax import nnx


class Block(nnx.Module):
    def __init__(self, width, rngs):
        self.linear = nnx.Linear(width, width, rngs=rngs)

    def __call__(self, x):
        return x + jnp.tanh(self.linear(x))


class ResNet(nnx.Module):
    def __init__(self, width, num_blocks, final_norm, rngs):
        self.blocks = nnx.List([Block(width, rngs) for _ in range(num_blocks)])
        self.num_blocks = num_blocks
        self.final_norm = final_norm

    def __call__(self, x):
        for i in range(self.num_blocks):
            x = self.blocks[i](x)
        if self.final_norm:
            x = x / jnp.linalg.norm(x, axis=-1, keepdims=True)
        return x


@nnx.jit
def forward(model, x):
    return model(x)


if __name__ == "__main__":
    model = ResNet(4, 3, True, nnx.Rngs(0))
    print(forward(model, jnp.ones((2, 4))))
