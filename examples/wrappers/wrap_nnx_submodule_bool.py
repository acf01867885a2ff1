"""An nnx model whose forward pass branches in Python on a submodule's output: under
nnx.jit the submodule's weights are traced, so its output is too."""

import jax.numpy as jnp
from flax import nnx


class Denoiser(nnx.Module):
    def __init__(self, features, rngs):
        self.encode = nnx.Linear(features, 8, rngs=rngs)
        self.decode = nnx.Linear(8, features, rngs=rngs)

    def __call__(self, x):
        code = self.encode(x)
        if jnp.abs(code).max() > 3.0:  # E: jax-traced-bool
            code = code / 3.0
        return self.decode(nnx.gelu(code))


@nnx.jit
def reconstruct(model, noisy):
    return model(noisy)


reconstruct(Denoiser(5, nnx.Rngs(4)), jnp.ones((2, 5)))
