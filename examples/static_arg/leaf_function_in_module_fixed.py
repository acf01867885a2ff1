"""`eqx.filter_jit` traces the module's arrays only: its function field stays static."""

from collections.abc import Callable

import equinox as eqx
import jax
import jax.numpy as jnp


class Gated(eqx.Module):
    weight: jax.Array
    gate: Callable[[jax.Array], jax.Array]

    def __call__(self, x):
        return self.gate(self.weight @ x) * x


@eqx.filter_jit
def apply(unit, x):
    return unit(x)


unit = Gated(jnp.eye(3), jax.nn.sigmoid)
apply(unit, jnp.ones(3))
