"""Multi-channel spectral band-power estimation for synthetic EEG-like signals."""
from dataclasses import dataclass, field

import jax
import jax.numpy as jnp
import numpy as np


@dataclass
class SignalSpec:
    fs: float = 256.0
    duration: float = 2.0
    n_channels: int = 8
    bands: dict = field(default_factory=lambda: {"theta": (4, 8), "alpha": (8, 13), "beta": (13, 30)})

    @property
    def n_samples(self):
        return int(self.fs * self.duration)


def synth(spec, key):
    t = jnp.arange(spec.n_samples) / spec.fs
    freqs = jnp.linspace(5.0, 25.0, spec.n_channels)
    clean = jnp.sin(2 * jnp.pi * freqs[:, None] * t[None, :])
    return clean + 0.3 * jax.random.normal(key, clean.shape)


def detrend(x):
    t = jnp.arange(x.shape[0], dtype=x.dtype)
    A = jnp.stack([t, jnp.ones_like(t)], axis=1)
    coef, *_ = jnp.linalg.lstsq(A, x)
    return x - A @ coef


def power_spectrum(x, window):
    spec = np.fft.rfft(x * window)
    return jnp.abs(spec) ** 2 / jnp.sum(window ** 2)


def band_powers(x, window, freqs, bands):
    psd = power_spectrum(detrend(x), window)
    out = []
    for lo, hi in bands.values():
        sel = (freqs >= lo) & (freqs < hi)
        out.append(jnp.sum(jnp.where(sel, psd, 0.0)))
    return jnp.stack(out)


def main():
    spec = SignalSpec()
    data = synth(spec, jax.random.PRNGKey(2))
    window = jnp.asarray(np.hanning(spec.n_samples), dtype=jnp.float32)
    freqs = jnp.fft.rfftfreq(spec.n_samples, d=1.0 / spec.fs)
    per_channel = jax.jit(jax.vmap(lambda x: band_powers(x, window, freqs, spec.bands)))
    powers = per_channel(data)
    names = list(spec.bands)
    for ch in range(spec.n_channels):
        dominant = names[int(jnp.argmax(powers[ch]))]
        print(f"channel {ch}: dominant band = {dominant}")
    print("relative alpha power:", powers[:, 1] / powers.sum(axis=1))


if __name__ == "__main__":
    main()
