"""Spectral feature extraction for a batch of signals."""
import jax
import jax.numpy as jnp
import numpy as np

WINDOW = np.hanning(32).astype(np.float32)


def frame(signal, size, hop):
    n_frames = (signal.shape[0] - size) // hop + 1
    idx = np.arange(size)[None, :] + hop * np.arange(n_frames)[:, None]
    return signal[idx]


@jax.jit
def log_power(signal):
    frames = frame(signal, 32, 16) * WINDOW
    spec = jnp.abs(jnp.fft.rfft(frames, axis=-1)) ** 2
    return np.log1p(spec)


def batch_features(signals):
    return jax.vmap(log_power)(signals)


if __name__ == "__main__":
    t = jnp.linspace(0.0, 1.0, 256)
    sigs = jnp.stack([jnp.sin(2 * jnp.pi * f * t) for f in (5.0, 11.0, 23.0)])
    feats = batch_features(sigs)
    print(feats.shape)
