"""FastSpeech-style acoustic model in flax.linen."""
import flax.linen as nn
import jax.numpy as jnp

from . import ops
from .config import Config


class AcousticModel(nn.Module):
    cfg: Config

    @nn.compact
    def __call__(self, phonemes, durations):
        cfg = self.cfg
        h = nn.Embed(cfg.n_phonemes, cfg.dim)(phonemes)
        h = h + ops.sinusoidal_positions(h.shape[0], h.shape[1])
        for width in cfg.encoder_widths:
            h = nn.gelu(nn.Dense(width)(h))
        log_dur = nn.Dense(1)(h)[:, 0]
        frames, frame_mask = ops.length_regulate(h, durations, cfg.max_frames)
        frames = frames + ops.sinusoidal_positions(frames.shape[0], frames.shape[1])
        mel = nn.Dense(cfg.n_mels)(nn.gelu(nn.Dense(cfg.dim)(frames)))
        return mel, log_dur, frame_mask


def phone_mask(phonemes):
    return phonemes > 0


def masked_mean(x, mask):
    mask = jnp.broadcast_to(mask.reshape(mask.shape + (1,) * (x.ndim - mask.ndim)), x.shape)
    return jnp.sum(jnp.where(mask, x, 0.0)) / jnp.maximum(jnp.sum(mask), 1)
