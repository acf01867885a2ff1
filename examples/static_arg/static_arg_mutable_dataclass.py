"""A plain `@dataclass` (eq without frozen) sets `__hash__ = None`: passed positionally
for a `static_argnums` parameter, JAX rejects it at the call."""

import dataclasses
import functools

import jax
import jax.numpy as jnp


@dataclasses.dataclass
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


fake_quantize(jnp.linspace(-1.0, 1.0, 9), QuantSpec(bits=4))  # E: jax-static-arg
