"""`frozen=True` gives the spec a hash of its fields (an int and a bool): a valid static
argument, and `spec.bits` / `spec.symmetric` are Python values inside."""

import dataclasses
import functools

import jax
import jax.numpy as jnp


@dataclasses.dataclass(frozen=True)
class QuantSpec:
    bits: int = 8
    symmetric: bool = True


@functools.partial(jax.jit, static_argnums=1)
def fake_quantize(weights, spec):
    if spec.symmetric:
        step = jnp.abs(weights).max() / (2 ** (spec.bits - 1) - 1)
        return jnp.round(weights / step) * step
    low = weights.min()
    step = (weights.max() - low) / (2**spec.bits - 1)
    return low + jnp.round((weights - low) / step) * step


fake_quantize(jnp.linspace(-1.0, 1.0, 9), QuantSpec(bits=4))
fake_quantize(jnp.linspace(0.0, 1.0, 9), QuantSpec(symmetric=False))
