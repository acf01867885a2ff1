class Config:
    model = "resconv"
    noise = "impulse"
    signal_length = 64
    num_signals = 512
    max_harmonics = 3
    channels = 16
    kernel_size = 5
    num_layers = 3
    noise_std = 0.1
    num_spikes = 4
    spike_amplitude = 2.0
    batch_size = 32
    steps = 60
    learning_rate = 3e-3
    log_every = 20
    seed = 0

    def __init__(self, **overrides):
        for key, value in overrides.items():
            if not hasattr(type(self), key):
                raise AttributeError(f"Config has no option {key!r}")
            object.__setattr__(self, key, value)

    def __setattr__(self, key, value):
        raise AttributeError("Config is read-only; use .override()")

    def override(self, **changes):
        merged = {k: getattr(self, k) for k in self.keys()}
        merged.update(changes)
        return Config(**merged)

    @classmethod
    def keys(cls):
        return [k for k, v in vars(cls).items() if not k.startswith("_") and not callable(v)
                and not isinstance(v, classmethod)]
