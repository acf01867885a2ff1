"""An equinox Module keeps its activation function as a field: `jax.jit` traces every leaf
of the module, and a function is no JAX type (TypeError at the call)."""

from collections.abc import Callable

import equinox as eqx
import jax
import jax.numpy as jnp


class Gated(eqx.Module):
    weight: jax.Array
    gate: Callable[[jax.Array], jax.Array]

    def __call__(self, x):
        return self.gate(self.weight @ x) * x


@jax.jit
def apply(unit, x):
    return unit(x)


unit = Gated(jnp.eye(3), jax.nn.sigmoid)
apply(unit, jnp.ones(3))  # E: jax-static-arg
