"""Rollout of a growth process with a generic scan driver."""
import jax
import jax.numpy as jnp
from jax import lax

BUMP = 4


def rollout(step, init, n_steps):
    final, trace = lax.scan(step, init, None, length=n_steps)
    return final, trace


def grow(state, _):
    pop, rate = state
    size = jnp.ceil(rate * BUMP)
    bump = jnp.where(jnp.arange(BUMP) < size, 1.0, 0.0).sum()
    return (pop * (1.0 + rate) + bump, rate), pop


def main():
    final, trace = rollout(grow, (jnp.array(10.0), jnp.array(0.5)), 5)
    print(final[0], trace)


main()
