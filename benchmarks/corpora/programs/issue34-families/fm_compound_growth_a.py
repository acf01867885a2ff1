import functools

import jax
import jax.numpy as jnp
from jax import lax


def final_balance(rate, principal, years):
    def year(i, bal):
        return bal * (1.0 + rate) + 100.0

    return lax.fori_loop(0, years, year, principal)


@functools.partial(jax.jit, static_argnums=2)
def rate_sensitivity(rate, principal, years):
    return jax.grad(final_balance)(rate, principal, years)


for years in (5, 10, 20):
    print(years, "years: d balance / d rate =", float(rate_sensitivity(0.04, 1000.0, years)))
