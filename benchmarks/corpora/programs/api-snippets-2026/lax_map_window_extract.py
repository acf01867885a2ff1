import jax
import jax.numpy as jnp
from jax import lax

t = jnp.linspace(0.0, 6.0, 32)
signal = jnp.sin(t) + 0.25 * jnp.sin(5.0 * t)


def window_energy(args):
    start, width = args
    seg = lax.dynamic_slice(signal, (start,), (width,))
    return jnp.sum(seg ** 2) / width


def total_energy():
    return jnp.sum(signal ** 2) / signal.shape[0]


starts = jnp.array([0, 4, 8, 12])
widths = jnp.array([4, 4, 8, 8])
print("total", total_energy())
energies = lax.map(window_energy, (starts, widths))
print(energies)
print(energies / total_energy())
