import numpy as np

_GLYPHS = [
    "00111100" "01000010" "01000010" "01000010" "01000010" "01000010" "01000010" "00111100",
    "00011000" "00111000" "00011000" "00011000" "00011000" "00011000" "00011000" "00111100",
    "11111111" "10000001" "10000001" "10000001" "10000001" "10000001" "10000001" "11111111",
    "10000001" "01000010" "00100100" "00011000" "00011000" "00100100" "01000010" "10000001",
]


def make_glyphs(num_examples, num_classes, noise, seed):
    rng = np.random.default_rng(seed)
    templates = np.array([[float(c) for c in g] for g in _GLYPHS[:num_classes]], np.float32).reshape(-1, 8, 8)
    labels = rng.integers(0, num_classes, size=num_examples)
    shifts = rng.integers(-1, 2, size=(num_examples, 2))
    images = np.stack([np.roll(templates[l], tuple(s), axis=(0, 1)) for l, s in zip(labels, shifts)])
    images = images + rng.normal(scale=noise, size=images.shape)
    return images[..., None].astype(np.float32), labels.astype(np.int32)
