"""Variable-length band-energy sequences, padded into fixed-size batches."""
import jax
import numpy as np
from flax import struct


@struct.dataclass
class PaddedBatch:
    frames: jax.Array   # (B, T_max, n_bands) float32
    lengths: jax.Array  # (B,) int32
    labels: jax.Array   # (B,) int32


def band_energies(wave, cfg):
    n_frames = 1 + (len(wave) - cfg.frame_len) // cfg.hop
    idx = np.arange(cfg.frame_len)[None, :] + cfg.hop * np.arange(n_frames)[:, None]
    frames = wave[idx] * np.hanning(cfg.frame_len)
    spec = np.abs(np.fft.rfft(frames, axis=-1)) ** 2
    bands = np.array_split(spec, cfg.n_bands, axis=-1)
    return np.log1p(np.stack([b.sum(-1) for b in bands], axis=-1)).astype(np.float32)


def make_sequences(cfg):
    rng = np.random.default_rng(cfg.seed)
    seqs = []
    for i in range(cfg.n_sequences):
        label = i % cfg.n_classes
        n_frames = int(rng.integers(cfg.min_frames, cfg.max_frames + 1))
        n_samples = cfg.frame_len + cfg.hop * (n_frames - 1)
        t = np.arange(n_samples) / cfg.sample_rate
        f0 = (100.0, 350.0, 700.0)[label] * rng.uniform(0.9, 1.1)
        wave = np.sin(2 * np.pi * f0 * t) + 0.3 * rng.normal(size=n_samples)
        seqs.append((band_energies(wave, cfg), np.int32(label)))
    return seqs


def pad_batches(seqs, cfg):
    batches = []
    for start in range(0, len(seqs), cfg.batch_size):
        chunk = seqs[start:start + cfg.batch_size]
        frames = np.zeros((len(chunk), cfg.max_frames, cfg.n_bands), np.float32)
        lengths = np.zeros(len(chunk), np.int32)
        labels = np.zeros(len(chunk), np.int32)
        for row, (feat, label) in enumerate(chunk):
            frames[row, :feat.shape[0]] = feat
            lengths[row] = feat.shape[0]
            labels[row] = label
        batches.append(PaddedBatch(frames=frames, lengths=lengths, labels=labels))
    return batches
