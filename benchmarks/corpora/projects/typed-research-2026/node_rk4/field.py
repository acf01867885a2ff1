from __future__ import annotations

import equinox as eqx
import jax
import jax.numpy as jnp


class VectorField(eqx.Module):
    mlp: eqx.nn.MLP
    time_dependent: bool = eqx.field(static=True)

    def __init__(
        self, state_dim: int, hidden: int, depth: int, *, key: jax.Array, time_dependent: bool = False
    ) -> None:
        in_size = state_dim + 1 if time_dependent else state_dim
        self.mlp = eqx.nn.MLP(in_size, state_dim, hidden, depth, activation=jax.nn.softplus, key=key)
        self.time_dependent = time_dependent

    def __call__(self, t: jax.Array, y: jax.Array) -> jax.Array:
        if self.time_dependent:
            y = jnp.concatenate([y, jnp.reshape(t, (1,))])
        return self.mlp(y)
