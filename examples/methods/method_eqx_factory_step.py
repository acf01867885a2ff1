"""An equinox model's loss method, called from a step that a factory filter-jits."""

import equinox as eqx
import jax
import jax.numpy as jnp


class Gated(eqx.Module):
    weight: jax.Array
    gate: jax.Array

    def __init__(self):
        self.weight = jnp.ones(3)
        self.gate = jnp.asarray(0.5)

    def loss(self, x):
        if self.gate > 0:  # E: jax-traced-bool
            x = x * self.gate
        return jnp.sum(x * self.weight)


def make_step():
    @eqx.filter_jit
    def step(model, x):
        return model.loss(x)

    return step


step = make_step()
step(Gated(), jnp.ones(3))
