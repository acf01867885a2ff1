"""Anomaly detector object with a jitted scoring method."""

import functools

import jax
import jax.numpy as jnp


class Detector:
    def __init__(self, threshold, window):
        self.threshold = threshold
        self.window = window

    @functools.partial(jax.jit, static_argnums=0)
    def score(self, signal):
        kernel = jnp.ones(self.window) / self.window
        smooth = jnp.convolve(signal, kernel, mode="same")
        residual = jnp.abs(signal - smooth)
        if residual.max() > self.threshold:
            return residual / residual.max()
        return residual


if __name__ == "__main__":
    det = Detector(threshold=0.5, window=5)
    t = jnp.linspace(0, 10, 200)
    sig = jnp.sin(t).at[120].add(3.0)
    print(det.score(sig).argmax())
