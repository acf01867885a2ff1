from __future__ import annotations

import equinox as eqx
import jax
from jaxtyping import Array, Float, PRNGKeyArray


class Probe(eqx.Module):
    encoder: eqx.nn.MLP
    readout: eqx.nn.Linear

    def __init__(self, d_in: int, d_hidden: int, d_out: int, *, key: PRNGKeyArray) -> None:
        k1, k2 = jax.random.split(key)
        self.encoder = eqx.nn.MLP(d_in, d_hidden, width_size=d_hidden, depth=1, activation=jax.nn.silu, key=k1)
        self.readout = eqx.nn.Linear(d_hidden, d_out, key=k2)

    def __call__(self, x: Float[Array, " d"]) -> Float[Array, " o"]:
        return self.readout(self.encoder(x))
