"""Weight penalties; ``REGISTRY[name](args)`` returns ``penalty(model) -> scalar``."""
import functools

import jax.numpy as jnp
import numpy as np


def _normalize(v):
    return v / (jnp.linalg.norm(v) + 1e-12)


def l2_penalty(model, coef):
    return coef * sum(jnp.sum(jnp.square(lin.kernel[...]))
                      for lin in model.linears().values())


class SpectralPenalty:
    """coef * sum_l relu(sigma_max(W_l) - target)^2, sigma by power iteration."""

    def __init__(self, coef, target=1.0, n_iter=1, seed=0):
        self.coef, self.target, self.n_iter = coef, target, n_iter
        self.rng = np.random.default_rng(seed)
        self.u = {}
        self.traces = 0

    def _start(self, name, dim):
        if name not in self.u:
            u = self.rng.normal(size=dim)
            self.u[name] = (u / np.linalg.norm(u)).astype(np.float32)
        return self.u[name]

    def sigma(self, name, w):
        u = self._start(name, w.shape[1])
        for _ in range(self.n_iter):
            v = _normalize(w @ u)
            u = _normalize(w.T @ v)
        self.traces += 1
        return v @ w @ u

    def __call__(self, model):
        total = 0.0
        for name, lin in model.linears().items():
            excess = jnp.maximum(self.sigma(name, lin.kernel[...]) - self.target, 0.0)
            total = total + jnp.square(excess)
        return self.coef * total

    def report(self, model):
        """Host-side spectral-norm estimates from the stored start vectors."""
        out = {}
        for name, lin in model.linears().items():
            w = lin.kernel[...]
            u = self._start(name, w.shape[1])
            out[name] = round(float(_normalize(w @ u) @ w @ u), 3)
        return out


def make_none(args):
    return lambda model: 0.0


def make_l2(args):
    return functools.partial(l2_penalty, coef=args.coef)


def make_spectral(args):
    return SpectralPenalty(args.coef, target=args.target, n_iter=args.power_iters,
                           seed=args.seed)


REGISTRY = {"none": make_none, "l2": make_l2, "spectral": make_spectral}
