"""Equinox module reusing the same fixed filter across calls."""
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


taps = jnp.array([0.25, 0.5, 0.25])
m = Smoother(gain=jnp.array(1.0), taps=taps)
signal = jnp.array([0.0, 1.0, 0.0, 2.0, 0.0])
print(smooth(m, signal))
print(smooth(m, signal * 2.0))
m2 = eqx.tree_at(lambda s: s.gain, m, jnp.array(3.0))
print(smooth(m2, signal))
