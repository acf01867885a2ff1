"""Spectral band energies of fixed-length windows."""
import jax
import jax.numpy as jnp
import numpy as np

# Band edges as fractions of the Nyquist range.
BAND_EDGES = np.array([0.0, 0.05, 0.1, 0.2, 0.4, 1.0])


@jax.jit
def band_energies(crops):
    """crops: [N, W, C] -> [N, n_bands * C] log band energies."""
    spec = jnp.abs(jnp.fft.rfft(crops - crops.mean(axis=1, keepdims=True), axis=1)) ** 2
    n_bins = spec.shape[1]
    bands = []
    for lo, hi in zip(BAND_EDGES[:-1], BAND_EDGES[1:]):
        a, b = int(lo * n_bins), max(int(hi * n_bins), int(lo * n_bins) + 1)
        bands.append(jnp.log1p(spec[:, a:b].sum(axis=1)))
    feats = jnp.stack(bands, axis=1)
    return feats.reshape(feats.shape[0], -1)
