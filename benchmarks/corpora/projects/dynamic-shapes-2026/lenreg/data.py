"""Synthetic phoneme sequences with durations and mel-like targets."""
import numpy as np

PHONEMES = ["<pad>", "a", "e", "i", "o", "u", "s", "t"]
# One fixed "mel prototype" per phoneme: a static lookup table.
PROTOTYPES = np.stack(
    [np.cos(np.linspace(0.0, np.pi * (k + 1) / 2.0, 6)) * (k > 0) for k in range(len(PHONEMES))]
).astype(np.float32)


def make_utterance(rng, cfg):
    n = int(rng.integers(3, cfg.max_phones + 1))
    phonemes = np.zeros(cfg.max_phones, dtype=np.int32)
    durations = np.zeros(cfg.max_phones, dtype=np.int32)
    phonemes[:n] = rng.integers(1, len(PHONEMES), size=n)
    durations[:n] = rng.integers(1, cfg.max_dur + 1, size=n)
    mel = np.zeros((cfg.max_frames, cfg.n_mels), dtype=np.float32)
    frames = np.repeat(PROTOTYPES[phonemes[:n]], durations[:n], axis=0)
    mel[: len(frames)] = frames
    return phonemes, durations, mel


def make_epoch(cfg, seed):
    rng = np.random.default_rng(seed)
    shape = (cfg.n_batches, cfg.batch)
    phonemes = np.zeros(shape + (cfg.max_phones,), dtype=np.int32)
    durations = np.zeros(shape + (cfg.max_phones,), dtype=np.int32)
    mels = np.zeros(shape + (cfg.max_frames, cfg.n_mels), dtype=np.float32)
    for b in range(cfg.n_batches):
        for i in range(cfg.batch):
            phonemes[b, i], durations[b, i], mels[b, i] = make_utterance(rng, cfg)
    return {"phonemes": phonemes, "durations": durations, "mel": mels}
