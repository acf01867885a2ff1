import jax
import jax.numpy as jnp
from jax import lax


def soft_branch(x, lo, hi):
    return jnp.clip(x, lo, hi) * 0.5


def hard_branch(x, lo, hi):
    outside = jnp.logical_or(x < lo, x > hi)
    return jnp.where(outside, 0.0, x)


@jax.jit
def gate(x, use_soft, lo, hi):
    return lax.cond(use_soft, soft_branch, hard_branch, x, lo, hi)


@jax.jit
def bucketize(x):
    return jnp.select([x < -1.0, x < 1.0], [jnp.full_like(x, -1.0), jnp.zeros_like(x)], default=1.0)


xs = jnp.linspace(-2.0, 2.0, 5)
for v in xs:
    print(float(v), gate(v, False, -1.0, 1.0), gate(v, v > 0, -1.0, 1.0))
print(bucketize(xs))
