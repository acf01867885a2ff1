import jax
import jax.numpy as jnp
from jax import lax


def soft_branch(x, lo, hi):
    return jnp.clip(x, lo, hi) * 0.5


def hard_branch(x, lo, hi):
    outside = x < lo or x > hi
    return jnp.where(outside, 0.0, x)


@jax.jit
def gate(x, use_soft, lo, hi):
    return lax.cond(use_soft, soft_branch, hard_branch, x, lo, hi)


xs = jnp.linspace(-2.0, 2.0, 5)
for v in xs:
    print(gate(v, False, -1.0, 1.0))
