import abc

import jax.numpy as jnp
import numpy as np


class Target(abc.ABC):
    """An unnormalised log density on R^dim."""

    def __init__(self, dim):
        self.dim = dim

    @abc.abstractmethod
    def log_prob(self, x):
        ...

    def initial_points(self, n, rng):
        return rng.normal(size=(n, self.dim)).astype(np.float32)


class ScaledGaussian(Target):
    """Independent Gaussian with scales spanning two orders of magnitude."""

    def __init__(self, dim):
        super().__init__(dim)
        self.scales = np.logspace(-1, 1, dim).astype(np.float32)

    def log_prob(self, x):
        return -0.5 * jnp.sum((x / self.scales) ** 2)

    def true_std(self):
        return self.scales


class Banana(Target):
    """Rosenbrock-style banana in the first two coordinates, Gaussian elsewhere."""

    def __init__(self, dim, b=0.1):
        super().__init__(dim)
        self.b = b

    def log_prob(self, x):
        x0, x1 = x[0] * 3.0, x[1]
        banana = -0.5 * (x0 / 3.0) ** 2 - 0.5 * (x1 - self.b * x0 ** 2 + 3 * self.b) ** 2
        return banana - 0.5 * jnp.sum(x[2:] ** 2)

    def true_std(self):
        return None


TARGETS = {"scaled_gaussian": ScaledGaussian, "banana": Banana}


def make_target(name, dim):
    return TARGETS[name](dim)
