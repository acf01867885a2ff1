"""A tiny ConfigDict with attribute access, in the spirit of ml_collections."""
import copy

import jax
import numpy as np


class ConfigDict:
    """Nested mapping with attribute access.

    Nested plain dicts are converted to ConfigDicts on assignment. The class is
    registered as a pytree so a config can be handed to jitted or vmapped
    functions (e.g. for sweeping numeric hyperparameters); strings, bools and
    None stay in the treedef.
    """

    def __init__(self, initial=None, **kwargs):
        object.__setattr__(self, "_fields", {})
        merged = dict(initial or {})
        merged.update(kwargs)
        for key, value in merged.items():
            self[key] = value

    def __getattr__(self, key):
        fields = object.__getattribute__(self, "_fields")
        if key in fields:
            return fields[key]
        raise AttributeError(f"ConfigDict has no field {key!r}")

    def __setattr__(self, key, value):
        self[key] = value

    def __getitem__(self, key):
        return self._fields[key]

    def __setitem__(self, key, value):
        if isinstance(value, dict):
            value = ConfigDict(value)
        self._fields[key] = value

    def __contains__(self, key):
        return key in self._fields

    def get(self, key, default=None):
        return self._fields.get(key, default)

    def keys(self):
        return self._fields.keys()

    def items(self):
        return self._fields.items()

    def update(self, other=None, **kwargs):
        other = dict(other or {})
        other.update(kwargs)
        for key, value in other.items():
            if key in self._fields and isinstance(self._fields[key], ConfigDict) and isinstance(value, dict):
                self._fields[key].update(value)
            else:
                self[key] = value
        return self

    def copy(self):
        return copy.deepcopy(self)

    def to_dict(self):
        out = {}
        for key, value in self._fields.items():
            out[key] = value.to_dict() if isinstance(value, ConfigDict) else value
        return out

    def __repr__(self):
        return f"ConfigDict({self.to_dict()!r})"


def _is_numeric(value):
    if isinstance(value, bool):
        return False
    return isinstance(value, (int, float, np.number, np.ndarray, jax.Array))


def _flatten(cfg):
    keys = tuple(sorted(cfg._fields))
    children, static = [], []
    for key in keys:
        value = cfg._fields[key]
        if isinstance(value, ConfigDict) or _is_numeric(value):
            children.append(value)
            static.append((key, None, False))
        else:
            static.append((key, value, True))
    return children, tuple(static)


def _unflatten(static, children):
    cfg = ConfigDict()
    children = iter(children)
    for key, value, is_static in static:
        cfg._fields[key] = value if is_static else next(children)
    return cfg


jax.tree_util.register_pytree_node(ConfigDict, _flatten, _unflatten)


def get_config():
    cfg = ConfigDict()
    cfg.seed = 0
    cfg.data = dict(
        vocab_size=32,
        seq_len=12,
        num_train=512,
        num_eval=128,
        batch_size=32,
        pad_id=0,
    )
    cfg.model = dict(
        embed_dim=24,
        hidden_dim=48,
        num_classes=3,
        dropout=0.1,
        pooling="mean",
    )
    cfg.train = dict(
        learning_rate=3e-3,
        weight_decay=1e-4,
        label_smoothing=0.1,
        num_epochs=4,
        log_every=8,
        optimizer="adamw",
    )
    return cfg
