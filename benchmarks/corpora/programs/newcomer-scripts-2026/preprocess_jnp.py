import jax
import jax.numpy as jnp
import numpy as np


def clip_outliers(x):
    lo = jnp.percentile(x, 1, axis=0)
    hi = jnp.percentile(x, 99, axis=0)
    return jnp.clip(x, lo, hi)


def standardize(x):
    mu = x.mean(axis=0)
    sd = x.std(axis=0) + 1e-8
    return (x - mu) / sd


@jax.jit
def preprocess(x):
    x = clip_outliers(x)
    return standardize(x)


rng = np.random.default_rng(11)
raw = rng.normal(size=(1000, 4)) * np.array([1.0, 10.0, 0.1, 5.0])
raw[::97] *= 50
features = np.asarray(preprocess(jnp.array(raw, dtype=jnp.float32)))
print("means:", np.round(features.mean(axis=0), 3))
print("stds:", np.round(features.std(axis=0), 3))
print("99th pct after:", np.round(np.percentile(features, 99, axis=0), 2))
