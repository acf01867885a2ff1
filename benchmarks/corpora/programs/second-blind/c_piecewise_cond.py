"""Piecewise tariff computed with lax.cond."""
import jax
import jax.numpy as jnp
from jax import lax

RATES = [0.1, 0.2, 0.35]


def low_band(usage):
    return usage * RATES[0]


def high_band(usage):
    tier = int(usage // 100)
    return usage * RATES[min(tier, 2)]


@jax.jit
def tariff(usage):
    return lax.cond(usage < 100.0, low_band, high_band, usage)


def bill(usages):
    return jnp.array([tariff(u) for u in usages])


if __name__ == "__main__":
    print(bill(jnp.array([50.0, 150.0, 320.0])))
