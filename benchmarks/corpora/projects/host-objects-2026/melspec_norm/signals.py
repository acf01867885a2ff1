"""Synthetic labelled clips generated and collated on the host."""
import numpy as np

BASE_FREQS = (440.0, 950.0, 1900.0)


def synth_clip(rng, label, cfg):
    t = np.arange(cfg.clip_samples) / cfg.sample_rate
    f0 = BASE_FREQS[label] * rng.uniform(0.95, 1.05)
    amp = rng.uniform(0.3, 1.0)
    wave = amp * np.sin(2 * np.pi * f0 * t) + 0.3 * amp * np.sin(4 * np.pi * f0 * t)
    wave += rng.normal(0.0, 0.05, size=wave.shape)
    return wave.astype(np.float32)


def make_examples(cfg):
    rng = np.random.default_rng(cfg.seed)
    examples = []
    for label in range(cfg.n_classes):
        for _ in range(cfg.clips_per_class):
            examples.append({"wave": synth_clip(rng, label, cfg), "label": np.int32(label)})
    order = rng.permutation(len(examples))
    return [examples[i] for i in order]


def collate(examples, batch_size):
    batches = []
    for start in range(0, len(examples) - batch_size + 1, batch_size):
        chunk = examples[start:start + batch_size]
        batches.append({
            "wave": np.stack([ex["wave"] for ex in chunk]),
            "label": np.array([ex["label"] for ex in chunk], dtype=np.int32),
        })
    return batches
