import jax
import jax.numpy as jnp


@jax.jit
def window_energy(signal, start):
    window = signal[start:start + 4]
    return jnp.sum(window ** 2)


signal = jnp.sin(jnp.linspace(0, 6.28, 32))
energies = [float(window_energy(signal, s)) for s in range(0, 28, 7)]
print(energies)
