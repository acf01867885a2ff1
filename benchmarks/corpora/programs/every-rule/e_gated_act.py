"""Activation functions with data-dependent branches written functionally."""
import jax
import jax.numpy as jnp
from jax import lax


def leaky(x, slope):
    return jnp.where(x > 0, x, slope * x)


def safe_log(x):
    return lax.cond(jnp.all(x > 0), jnp.log, lambda v: jnp.log(jnp.maximum(v, 1e-6)), x)


def gated(x, gate):
    return lax.select(gate > 0.5, x, jnp.zeros_like(x))


@jax.jit
def block(x, gate):
    h = leaky(x, 0.1)
    h = safe_log(jnp.abs(h) + 1.0)
    h = gated(h, gate)
    return lax.cond(h.sum() > 0, lambda v: v / h.sum(), lambda v: v, h)


x = jnp.linspace(-2.0, 2.0, 8)
print(block(x, jnp.full(8, 0.7)))
print(block(x, jnp.full(8, 0.2)))
