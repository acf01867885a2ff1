import jax
import jax.numpy as jnp

from housing_ok.registry import MODELS


def _dense_init(key, n_in, n_out):
    w_key, _ = jax.random.split(key)
    return {"w": jax.random.normal(w_key, (n_in, n_out)) / jnp.sqrt(n_in), "b": jnp.zeros(n_out)}


@MODELS.register("linear")
def linear(cfg):
    def init(key, num_features):
        return [_dense_init(key, num_features, 1)]

    def apply(params, x):
        return (x @ params[0]["w"] + params[0]["b"])[:, 0]

    return init, apply


@MODELS.register("mlp")
def mlp(cfg):
    sizes = tuple(cfg.hidden) + (1,)

    def init(key, num_features):
        keys = jax.random.split(key, len(sizes))
        dims = (num_features,) + sizes
        return [_dense_init(k, a, b) for k, a, b in zip(keys, dims[:-1], dims[1:])]

    def apply(params, x):
        for layer in params[:-1]:
            x = jax.nn.silu(x @ layer["w"] + layer["b"])
        out = x @ params[-1]["w"] + params[-1]["b"]
        return out[:, 0]

    return init, apply
