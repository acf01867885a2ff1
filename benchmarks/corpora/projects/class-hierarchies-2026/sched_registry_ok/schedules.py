import abc
import math

import jax.numpy as jnp
import numpy as np

_REGISTRY = {}


def register(name):
    def deco(cls):
        _REGISTRY[name] = cls
        cls.name = name
        return cls
    return deco


def available():
    return sorted(_REGISTRY)


class Schedule(abc.ABC):
    """A learning-rate schedule: a callable from the optimizer step count to a
    learning rate."""

    def __init__(self, base_lr):
        self.base_lr = base_lr

    @classmethod
    def from_config(cls, cfg):
        cfg = dict(cfg)
        name = cfg.pop("name")
        if name not in _REGISTRY:
            raise KeyError(f"unknown schedule {name!r}; choose from {available()}")
        return _REGISTRY[name](**cfg)

    @abc.abstractmethod
    def factor(self, step):
        ...

    def __call__(self, step):
        return self.base_lr * self.factor(step)

    def describe(self, steps):
        pts = [0, steps // 4, steps // 2, 3 * steps // 4, steps - 1]
        return ", ".join(f"{s}:{float(self(s)):.2e}" for s in pts)


@register("constant")
class Constant(Schedule):
    def factor(self, step):
        return jnp.ones_like(jnp.asarray(step, jnp.float32))


@register("cosine")
class Cosine(Schedule):
    def __init__(self, base_lr, total_steps, warmup=0, final=0.0):
        super().__init__(base_lr)
        self.total_steps = total_steps
        self.warmup = warmup
        self.final = final

    def factor(self, step):
        step = jnp.asarray(step, jnp.float32)
        warm = jnp.minimum(1.0, (step + 1) / max(self.warmup, 1))
        prog = jnp.clip((step - self.warmup) / max(self.total_steps - self.warmup, 1), 0.0, 1.0)
        cos = self.final + (1 - self.final) * 0.5 * (1 + jnp.cos(math.pi * prog))
        return warm * cos


@register("piecewise")
class Piecewise(Schedule):
    def __init__(self, base_lr, boundaries, factors):
        super().__init__(base_lr)
        if len(factors) != len(boundaries) + 1:
            raise ValueError("need one more factor than boundaries")
        self.boundaries = np.asarray(boundaries)
        self.factors = np.asarray(factors, dtype=np.float32)

    def factor(self, step):
        idx = jnp.searchsorted(self.boundaries, step, side="right")
        return jnp.asarray(self.factors)[idx]
