"""nnx layer whose output is ramped up over its first calls."""

import jax
import jax.numpy as jnp
from flax import nnx


class RampedLinear(nnx.Module):
    def __init__(self, din, dout, ramp_steps, *, rngs: nnx.Rngs):
        self.linear = nnx.Linear(din, dout, rngs=rngs)
        self.calls = nnx.BatchStat(jnp.array(0, dtype=jnp.int32))
        self.ramp_steps = ramp_steps

    def __call__(self, x):
        self.calls[...] = self.calls[...] + 1
        scale = min(1.0, self.calls[...] / self.ramp_steps)
        return self.linear(x) * scale


class Net(nnx.Module):
    def __init__(self, *, rngs: nnx.Rngs):
        self.ramp = RampedLinear(4, 8, ramp_steps=3, rngs=rngs)
        self.out = nnx.Linear(8, 2, rngs=rngs)

    def __call__(self, x):
        return self.out(nnx.gelu(self.ramp(x)))


@nnx.jit
def forward(model, x):
    return model(x)


model = Net(rngs=nnx.Rngs(0))
x = jnp.ones((5, 4))
for _ in range(4):
    y = forward(model, x)
print(y.shape, int(model.ramp.calls[...]))
