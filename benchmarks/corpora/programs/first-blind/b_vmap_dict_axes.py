"""Ensemble of linear models evaluated with vmap over a dict of parameters."""

import jax
import jax.numpy as jnp


def predict(params, x):
    return x @ params["w"] + params["b"]


def ensemble_predict(stacked, x):
    return jax.vmap(predict, in_axes=({"w": 0, "b": 0}, None))(stacked, x)


@jax.jit
def ensemble_stats(stacked, x):
    preds = ensemble_predict(stacked, x)
    return preds.mean(axis=0), preds.std(axis=0)


if __name__ == "__main__":
    n_models = 5
    keys = jax.random.split(jax.random.PRNGKey(0), n_models)
    stacked = {
        "w": jnp.stack([jax.random.normal(k, (3,)) for k in keys]),
        "b": jnp.linspace(-1.0, 1.0, n_models),
    }
    mean, std = ensemble_stats(stacked, jnp.ones((7, 3)))
    print(mean.shape, std[:2])
