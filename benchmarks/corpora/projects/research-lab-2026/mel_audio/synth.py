import numpy as np

BANDS = [(200.0, 300.0), (450.0, 600.0), (800.0, 1000.0), (1300.0, 1600.0)]


def tone_clips(cfg):
    rng = np.random.default_rng(cfg.seed)
    t = np.arange(cfg.max_samples) / cfg.sample_rate
    audio = np.zeros((cfg.n_clips, cfg.max_samples), np.float32)
    labels = rng.integers(0, cfg.n_classes, cfg.n_clips)
    lengths = rng.integers(cfg.max_samples // 3, cfg.max_samples + 1, cfg.n_clips)
    for i, (label, n) in enumerate(zip(labels, lengths)):
        lo, hi = BANDS[label]
        f = rng.uniform(lo, hi)
        clip = np.sin(2 * np.pi * f * t[:n] + rng.uniform(0, 2 * np.pi))
        clip += 0.3 * rng.normal(size=n)
        audio[i, :n] = clip
    return audio, lengths.astype(np.int32), labels.astype(np.int32)


def split(audio, lengths, labels, frac=0.75):
    n = int(len(labels) * frac)
    return (audio[:n], lengths[:n], labels[:n]), (audio[n:], lengths[n:], labels[n:])
