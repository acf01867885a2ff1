"""The gate is an array field, traced under filter_jit: select with jnp.where."""

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
        x = jnp.where(self.gate > 0, x * self.gate, x)
        return jnp.sum(x * self.weight)


def make_step():
    @eqx.filter_jit
    def step(model, x):
        return model.loss(x)

    return step


step = make_step()
step(Gated(), jnp.ones(3))
