import functools

import jax
import jax.numpy as jnp


@jax.jit
def fir_filter(signal, n_taps, gain):
    taps = jnp.hanning(n_taps) * float(gain)
    return jnp.convolve(signal, taps / n_taps, mode="same")


signal = jnp.where(jnp.arange(50) % 10 < 5, 1.0, -1.0)
for n_taps, gain in ((3, 1.0), (7, 0.5)):
    out = fir_filter(signal, n_taps=n_taps, gain=gain)
    print(n_taps, gain, "peak:", float(out.max()))


def energy(x):
    return float(jnp.sum(x ** 2))


print("input energy:", energy(signal))
print("output energy:", energy(fir_filter(signal, n_taps=5, gain=1.0)))
