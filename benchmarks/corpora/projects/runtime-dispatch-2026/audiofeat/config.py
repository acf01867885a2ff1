"""Flat-per-section defaults; callers pass partial overrides."""

DEFAULTS = {
    "audio": {
        "sample_rate": 4000,
        "num_samples": 512,
        "frame_length": 64,
        "hop_length": 32,
        "num_mels": 12,
        "num_ceps": 8,
        "features": "log_mel",
        "eps": 1e-6,
        "normalize": True,
    },
    "data": {
        "frequencies": (300.0, 600.0, 1100.0, 1700.0),
        "num_train": 96,
        "noise": 0.3,
        "seed": 1,
    },
    "model": {"channels": 16, "kernel": 3},
    "train": {"steps": 8, "batch_size": 32, "learning_rate": 5e-3},
}


def merged(overrides=None):
    overrides = overrides or {}
    unknown = set(overrides) - set(DEFAULTS)
    if unknown:
        raise KeyError(f"unknown config sections: {sorted(unknown)}")
    return {section: {**values, **overrides.get(section, {})}
            for section, values in DEFAULTS.items()}
