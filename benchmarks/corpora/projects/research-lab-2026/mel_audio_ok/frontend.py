import jax.numpy as jnp
import numpy as np

from .features import POOLING
from .melscale import mel_filterbank


class MelFrontend:
    def __init__(self, cfg):
        self.n_fft = cfg.n_fft
        self.hop = cfg.hop
        self.window = jnp.asarray(np.hanning(cfg.n_fft), jnp.float32)
        self.filterbank = jnp.asarray(mel_filterbank(cfg.sample_rate, cfg.n_fft, cfg.n_mels))
        self.pool = POOLING[cfg.pooling]

    def frames(self, wave):
        n_frames = 1 + (wave.shape[0] - self.n_fft) // self.hop
        idx = jnp.arange(self.n_fft)[None, :] + self.hop * jnp.arange(n_frames)[:, None]
        return wave[idx] * self.window

    def log_mel(self, wave):
        spec = jnp.abs(jnp.fft.rfft(self.frames(wave), axis=-1)) ** 2
        return jnp.log(spec @ self.filterbank + 1e-6)

    def __call__(self, wave, length):
        logmel = self.log_mel(wave)
        n_valid = jnp.maximum(1, (length - self.n_fft) // self.hop + 1)
        return self.pool(logmel, n_valid)
