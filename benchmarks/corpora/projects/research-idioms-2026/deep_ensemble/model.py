import jax
import jax.numpy as jnp

HIDDEN = 16


def init(key, n_features):
    k1, k2 = jax.random.split(key)
    return {
        "w1": jax.random.normal(k1, (n_features, HIDDEN)) / jnp.sqrt(n_features),
        "b1": jnp.zeros(HIDDEN),
        "w2": jax.random.normal(k2, (HIDDEN,)) / jnp.sqrt(HIDDEN),
    }


def select_features(x, hp):
    # each member only sees the first n_feat features (random-subspace ensembling)
    x_sub = x[:, : hp["n_feat"]]
    return jnp.pad(x_sub, ((0, 0), (0, x.shape[1] - x_sub.shape[1])))


def predict(params, hp, x):
    x = select_features(x, hp)
    h = jnp.tanh(x @ params["w1"] + params["b1"])
    return h @ params["w2"]
