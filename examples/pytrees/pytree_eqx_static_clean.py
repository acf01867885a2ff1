"""An `equinox.Module` field marked `eqx.field(static=True)` is a Python int under jit."""

import equinox as eqx
import jax
import jax.numpy as jnp


class Recurrent(eqx.Module):
    weight: jax.Array
    num_steps: int = eqx.field(static=True)

    def __call__(self, h):
        for _ in range(self.num_steps):
            h = jnp.tanh(self.weight @ h)
        return h


@eqx.filter_jit
def unroll(model, h0):
    return model(h0)


unroll(Recurrent(jnp.eye(3) * 0.5, num_steps=4), jnp.ones(3))
