import jax
import jax.numpy as jnp


class Smoother:
    def __init__(self, taps, mode="same"):
        self.taps = taps
        self.mode = mode
        self.kernel = jnp.ones(taps) / taps

    def apply(self, signal):
        peak = signal.max()
        signal = jnp.where(peak > 10.0, signal / peak, signal)
        for _ in range(self.taps // 5):
            signal = jnp.convolve(signal, self.kernel, mode=self.mode)
        return signal
