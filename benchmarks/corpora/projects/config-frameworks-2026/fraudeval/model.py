import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np


class FraudScorer(eqx.Module):
    mlp: eqx.nn.MLP
    mean: jax.Array
    std: jax.Array

    def __init__(self, features, width, depth, *, key):
        self.mlp = eqx.nn.MLP(features.shape[1], "scalar", width, depth, activation=jax.nn.relu, key=key)
        self.mean = jnp.asarray(np.mean(features, axis=0))
        self.std = jnp.asarray(np.std(features, axis=0) + 1e-6)

    def __call__(self, x):
        return jax.nn.sigmoid(self.mlp((x - self.mean) / self.std))


def make_data(cfg, num, seed):
    rng = np.random.default_rng(seed)
    labels = (rng.random(num) < cfg["fraud_rate"]).astype(np.float32)
    direction = np.linspace(-1.0, 1.0, cfg["num_features"])
    x = rng.normal(size=(num, cfg["num_features"])) + 1.5 * labels[:, None] * direction
    return x.astype(np.float32), labels
