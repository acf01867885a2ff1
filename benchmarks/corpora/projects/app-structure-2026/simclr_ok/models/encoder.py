from typing import List

import equinox as eqx
import jax
import jax.numpy as jnp

from simclr_ok.registry import ENCODERS


class ProjectionHead(eqx.Module):
    hidden: eqx.nn.Linear
    out: eqx.nn.Linear

    def __init__(self, in_dim, out_dim, key):
        k1, k2 = jax.random.split(key)
        self.hidden = eqx.nn.Linear(in_dim, in_dim, key=k1)
        self.out = eqx.nn.Linear(in_dim, out_dim, key=k2)

    def __call__(self, h):
        return self.out(jax.nn.relu(self.hidden(h)))


@ENCODERS.register("mlp")
class MLPEncoder(eqx.Module):
    layers: List[eqx.nn.Linear]
    head: ProjectionHead

    def __init__(self, cfg, key):
        dims = (cfg.input_dim,) + tuple(cfg.hidden_dims) + (cfg.embed_dim,)
        keys = jax.random.split(key, len(dims))
        self.layers = [eqx.nn.Linear(i, o, key=k) for i, o, k in zip(dims[:-1], dims[1:], keys)]
        self.head = ProjectionHead(cfg.embed_dim, cfg.proj_dim, keys[-1])

    def embed(self, x):
        for layer in self.layers[:-1]:
            x = jax.nn.gelu(layer(x))
        return self.layers[-1](x)

    def __call__(self, x):
        return self.head(self.embed(x))


def build_encoder(cfg, key):
    return ENCODERS[cfg.encoder](cfg, key)


def batch_embed(model, xs):
    return jax.vmap(model.embed)(jnp.asarray(xs))
