"""An array in a static field runs when every call holds the same array object (the
comparison short-cuts on identity); a hashable tuple always runs."""

import dataclasses

import equinox as eqx
import jax
import jax.numpy as jnp


class Smoother(eqx.Module):
    gain: jax.Array
    taps: jax.Array = eqx.field(static=True)

    def __call__(self, x):
        return self.gain * jnp.convolve(x, self.taps, mode="same")


@eqx.filter_jit
def smooth(m, x):
    return m(x)


@dataclasses.dataclass
class Packed:
    flat: jax.Array
    shape: tuple


jax.tree_util.register_dataclass(Packed, data_fields=["flat"], meta_fields=["shape"])


@jax.jit
def total(p):
    return p.flat.reshape(p.shape).sum()


taps = jnp.array([0.25, 0.5, 0.25])
signal = jnp.array([0.0, 1.0, 0.0, 2.0])
for gain in (1.0, 2.0):
    smooth(Smoother(gain=jnp.array(gain), taps=taps), signal)
total(Packed(jnp.arange(6.0), (2, 3)))
total(Packed(jnp.arange(6.0), (3, 2)))
