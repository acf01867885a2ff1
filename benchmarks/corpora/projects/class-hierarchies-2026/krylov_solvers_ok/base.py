import abc

import jax
import jax.numpy as jnp


class IterativeSolver(abc.ABC):
    """Base class for iterative solvers of A x = b.

    Subclasses register themselves with a ``name=`` keyword and implement
    ``init_state`` and ``update``; they may override ``num_iterations``."""

    registry = {}

    def __init_subclass__(cls, name=None, **kwargs):
        super().__init_subclass__(**kwargs)
        if name is not None:
            IterativeSolver.registry[name] = cls

    def __init__(self, cfg):
        self.cfg = cfg

    @classmethod
    def from_config(cls, cfg):
        try:
            return cls.registry[cfg.method](cfg)
        except KeyError:
            raise ValueError(f"unknown solver {cfg.method!r}; have {sorted(cls.registry)}") from None

    @staticmethod
    def residual(A, b, x):
        return b - A @ x

    @abc.abstractmethod
    def init_state(self, A, b):
        ...

    @abc.abstractmethod
    def update(self, A, b, x, state, k):
        ...

    def num_iterations(self, A, b):
        return self.cfg.max_iters

    def solve(self, A, b):
        x = jnp.zeros_like(b)
        state = self.init_state(A, b)
        n_iter = self.num_iterations(A, b)
        for k in range(self.cfg.max_iters):
            x_new, state_new = self.update(A, b, x, state, k)
            active = k < n_iter
            x = jnp.where(active, x_new, x)
            state = jax.tree.map(lambda new, old: jnp.where(active, new, old), state_new, state)
        return x
