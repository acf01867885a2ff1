import equinox as eqx
import jax

from .bijectors import AffineCoupling
from .distributions import sample_std_normal, std_normal_log_prob


class CouplingFlow(eqx.Module):
    layers: list
    dim: int

    def __init__(self, cfg, *, key):
        keys = jax.random.split(key, cfg.n_layers)
        self.dim = cfg.dim
        self.layers = [
            AffineCoupling(cfg.dim, cfg.hidden, cfg.depth, i % 2 == 1, cfg.scale_clip, key=k)
            for i, k in enumerate(keys)
        ]

    def to_base(self, x):
        total = 0.0
        for layer in reversed(self.layers):
            x, log_det = layer.inverse(x)
            total = total + log_det
        return x, total

    def from_base(self, z):
        for layer in self.layers:
            z, _ = layer.forward(z)
        return z

    def log_prob(self, x):
        z, log_det = self.to_base(x)
        return std_normal_log_prob(z) + log_det

    def sample(self, key, n):
        z = sample_std_normal(key, n, self.dim)
        return jax.vmap(self.from_base)(z)
