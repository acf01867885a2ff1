"""An nnx model whose forward pass rescales a submodule's output with jnp.where: the
choice is made by XLA, element-wise, inside the trace."""

import jax.numpy as jnp
from flax import nnx


class Denoiser(nnx.Module):
    def __init__(self, features, rngs):
        self.encode = nnx.Linear(features, 8, rngs=rngs)
        self.decode = nnx.Linear(8, features, rngs=rngs)
        self.layers = 2  # a Python int on the module: static under nnx.jit

    def __call__(self, x):
        code = self.encode(x)
        code = jnp.where(jnp.abs(code).max() > 3.0, code / 3.0, code)
        for _ in range(self.layers - 1):
            code = nnx.gelu(code)
        return self.decode(code)


@nnx.jit
def reconstruct(model, noisy):
    return model(noisy)


reconstruct(Denoiser(5, nnx.Rngs(4)), jnp.ones((2, 5)))
