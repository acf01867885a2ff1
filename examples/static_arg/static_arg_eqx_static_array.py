"""An array in an `eqx.field(static=True)`: the second `filter_jit` call, with another
quantizer holding other levels, raises."""

import equinox as eqx
import jax
import jax.numpy as jnp


class Quantizer(eqx.Module):
    step: jax.Array
    levels: jax.Array = eqx.field(static=True)

    def __call__(self, signal):
        gaps = jnp.abs(signal[:, None] - self.levels[None, :])
        return self.step * self.levels[jnp.argmin(gaps, axis=1)]


@eqx.filter_jit
def quantize(q, signal):
    return q(signal)


signal = jnp.linspace(-1.0, 1.0, 9)
coarse = Quantizer(jnp.array(1.0), jnp.array([-1.0, 0.0, 1.0]))
quantize(coarse, signal)
wide = Quantizer(jnp.array(0.5), jnp.linspace(-2.0, 2.0, 3))
quantize(wide, signal)  # E: jax-static-arg
