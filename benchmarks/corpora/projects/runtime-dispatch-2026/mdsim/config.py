"""ml_collections-style configuration written for this project."""
import copy


class ConfigDict:
    """Attribute access over nested dicts, with an optional lock against typos."""

    def __init__(self, fields=None):
        object.__setattr__(self, "_fields", {})
        object.__setattr__(self, "_locked", False)
        for key, value in (fields or {}).items():
            setattr(self, key, value)

    def __getattr__(self, key):
        fields = object.__getattribute__(self, "_fields")
        if key in fields:
            return fields[key]
        raise AttributeError(f"no config field {key!r}")

    def __setattr__(self, key, value):
        if self._locked and key not in self._fields:
            raise AttributeError(f"config is locked; cannot add {key!r}")
        if isinstance(value, dict):
            value = ConfigDict(value)
        self._fields[key] = value

    def __getitem__(self, key):
        return self._fields[key]

    def __contains__(self, key):
        return key in self._fields

    def lock(self):
        object.__setattr__(self, "_locked", True)
        for value in self._fields.values():
            if isinstance(value, ConfigDict):
                value.lock()
        return self

    def to_dict(self):
        return {k: v.to_dict() if isinstance(v, ConfigDict) else copy.deepcopy(v)
                for k, v in self._fields.items()}

    def update_from_flattened_dict(self, flat):
        for dotted, value in flat.items():
            node = self
            *parents, leaf = dotted.split(".")
            for part in parents:
                node = getattr(node, part)
            setattr(node, leaf, value)
        return self

    def __repr__(self):
        return f"ConfigDict({self.to_dict()!r})"


def get_config():
    cfg = ConfigDict()
    cfg.seed = 5
    cfg.system = {"num_per_side": 4, "spacing": 1.1, "temperature": 0.5, "jitter": 0.05}
    cfg.potential = ConfigDict({"name": "lennard_jones", "cutoff": 2.5, "image_reach": 1})
    cfg.potential.params = {"epsilon": 1.0, "sigma": 1.0}
    cfg.integrator = {"name": "velocity_verlet", "dt": 0.004, "friction": 1.0}
    cfg.run = {"num_records": 10, "steps_per_record": 5}
    return cfg.lock()
