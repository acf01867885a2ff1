"""Attribute-style nested configuration, in the spirit of ml_collections."""


class ConfigDict(dict):
    """A dict whose keys are also attributes; nested dicts are converted."""

    def __init__(self, initial=None, **kwargs):
        super().__init__()
        for key, value in {**(initial or {}), **kwargs}.items():
            self[key] = value

    def __setitem__(self, key, value):
        if isinstance(value, dict) and not isinstance(value, ConfigDict):
            value = ConfigDict(value)
        super().__setitem__(key, value)

    def __getattr__(self, key):
        try:
            return self[key]
        except KeyError:
            raise AttributeError(f"config has no field {key!r}") from None

    def __setattr__(self, key, value):
        self[key] = value

    def to_dict(self):
        return {k: v.to_dict() if isinstance(v, ConfigDict) else v for k, v in self.items()}


def get_config():
    config = ConfigDict()
    config.seed = 7
    config.data = ConfigDict(num_points=80, dim=3, noise=0.5)
    config.model = ConfigDict(name="logistic", prior_scale=2.0)
    config.sampler = ConfigDict(
        kernel="hmc",
        step_size=0.05,
        num_leapfrog=8,
        num_chains=4,
        num_warmup=60,
        num_samples=120,
        target_accept=0.7,
    )
    return config
