import abc

import jax.numpy as jnp
import numpy as np
import optax


class Task(abc.ABC):
    kinds = {}

    def __init_subclass__(cls, kind=None, **kwargs):
        super().__init_subclass__(**kwargs)
        if kind is not None:
            Task.kinds[kind] = cls

    def __init__(self, name, in_dim, seed):
        self.name = name
        self.in_dim = in_dim
        self.proj = np.random.default_rng(seed).normal(size=(in_dim, 2)) / np.sqrt(in_dim)

    @classmethod
    def from_config(cls, spec, in_dim, seed):
        spec = dict(spec)
        return cls.kinds[spec.pop("kind")](in_dim=in_dim, seed=seed, **spec)

    @property
    @abc.abstractmethod
    def out_dim(self):
        ...

    @abc.abstractmethod
    def targets(self, x):
        ...

    @abc.abstractmethod
    def loss(self, pred, y):
        ...

    @abc.abstractmethod
    def score(self, pred, y):
        ...

    def sample(self, rng, n):
        x = rng.normal(size=(n, self.in_dim)).astype(np.float32)
        return x, self.targets(x)


class Regression(Task, kind="regression"):
    def __init__(self, name, in_dim, seed, freq=1.0):
        super().__init__(name, in_dim, seed)
        self.freq = freq

    @property
    def out_dim(self):
        return 1

    def targets(self, x):
        z = x @ self.proj
        return np.sin(self.freq * z[:, 0]).astype(np.float32) * np.cos(z[:, 1]).astype(np.float32)

    def loss(self, pred, y):
        return jnp.mean((pred[:, 0] - y) ** 2)

    def score(self, pred, y):
        return -float(np.mean((np.asarray(pred)[:, 0] - y) ** 2))


class Classification(Task, kind="classification"):
    def __init__(self, name, in_dim, seed, n_classes=2):
        super().__init__(name, in_dim, seed)
        self.n_classes = n_classes

    @property
    def out_dim(self):
        return self.n_classes

    def targets(self, x):
        z = x @ self.proj
        angle = np.arctan2(z[:, 1], z[:, 0]) + np.pi
        return np.minimum((angle / (2 * np.pi) * self.n_classes).astype(np.int32), self.n_classes - 1)

    def loss(self, pred, y):
        return optax.softmax_cross_entropy_with_integer_labels(pred, y).mean()

    def score(self, pred, y):
        return float(np.mean(np.asarray(pred).argmax(-1) == y))
