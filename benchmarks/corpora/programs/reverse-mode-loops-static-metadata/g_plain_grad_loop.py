"""Gradient of a loop whose length is an ordinary Python integer."""
import jax
import jax.numpy as jnp
from jax import lax


def compound(rate, principal, years):
    def body(_, p):
        return p * (1.0 + rate)

    return lax.fori_loop(0, years, body, principal)


for years in (1, 10, 30):
    print(years, jax.grad(compound)(0.05, 100.0, years))
