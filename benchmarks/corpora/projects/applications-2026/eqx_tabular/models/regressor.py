import equinox as eqx
import jax.numpy as jnp

from ..features import log_transform, standardize


class TabularRegressor(eqx.Module):
    mlp: eqx.nn.MLP
    mean: jnp.ndarray
    std: jnp.ndarray
    log_features: bool = eqx.field(static=True)

    def __init__(self, in_dim, width, depth, stats, log_features=True, *, key):
        self.mlp = eqx.nn.MLP(in_dim, "scalar", width, depth, key=key)
        self.mean = jnp.asarray(stats["mean"])
        self.std = jnp.asarray(stats["std"])
        self.log_features = log_features

    def __call__(self, x):
        if self.log_features:
            x = log_transform(x)
        x = standardize(x, self.mean, self.std)
        return self.mlp(x)
