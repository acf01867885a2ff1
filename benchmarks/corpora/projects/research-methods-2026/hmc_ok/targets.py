import jax
import jax.numpy as jnp
import numpy as np


def make_dataset(seed, n, d):
    rng = np.random.default_rng(seed)
    X = rng.normal(size=(n, d)).astype(np.float32)
    w_true = rng.normal(size=d).astype(np.float32)
    p = 1.0 / (1.0 + np.exp(-X @ w_true))
    y = (rng.uniform(size=n) < p).astype(np.float32)
    return X, y, w_true


def make_logreg_target(X, y, prior_scale):
    X = jnp.asarray(X)
    y = jnp.asarray(y)

    def logp(w):
        logits = X @ w
        ll = jnp.sum(y * jax.nn.log_sigmoid(logits) + (1 - y) * jax.nn.log_sigmoid(-logits))
        prior = -0.5 * jnp.sum((w / prior_scale) ** 2)
        return ll + prior

    return logp
