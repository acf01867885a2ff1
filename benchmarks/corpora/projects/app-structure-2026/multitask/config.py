class HParams:
    _defaults = dict(
        task_names=("classify", "regress"),
        task_weights=(1.0, 2.0),
        weight_temperature=1.0,
        input_dim=10,
        num_classes=3,
        trunk_width=64,
        num_layers=2,
        dropout=0.0,
        batch_size=64,
        steps=80,
        learning_rate=3e-3,
        num_examples=1000,
        log_every=20,
        seed=0,
    )

    def __init__(self, **overrides):
        values = dict(self._defaults)
        for key, value in overrides.items():
            if key not in values:
                raise KeyError(f"unknown hyperparameter {key!r}")
            values[key] = value
        object.__setattr__(self, "_values", values)

    def __getattr__(self, key):
        try:
            return self._values[key]
        except KeyError:
            raise AttributeError(key) from None

    def __setattr__(self, key, value):
        raise TypeError("HParams are immutable")

    def replace(self, **changes):
        return HParams(**{**self._values, **changes})

    def items(self):
        return self._values.items()

    @classmethod
    def defaults(cls):
        return dict(cls._defaults)
