from __future__ import annotations

import jax
from flax import nnx
from jaxtyping import Array, Float


class Classifier(nnx.Module):
    def __init__(self, din: int, dhidden: int, nclass: int, *, rngs: nnx.Rngs) -> None:
        self.hidden = nnx.Linear(din, dhidden, rngs=rngs)
        self.out = nnx.Linear(dhidden, nclass, rngs=rngs)

    def __call__(self, x: Float[Array, "b d"]) -> Float[Array, "b c"]:
        return self.out(jax.nn.relu(self.hidden(x)))
