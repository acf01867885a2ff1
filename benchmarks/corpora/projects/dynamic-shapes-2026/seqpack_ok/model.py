"""Bag-of-embeddings classifier with mean+max pooling."""
import jax
import jax.numpy as jnp

from . import data, utils


def init_params(key, dim, hidden):
    k1, k2, k3 = jax.random.split(key, 3)
    return {
        "embed": 0.1 * jax.random.normal(k1, (len(data.VOCAB), dim)),
        "w1": jax.random.normal(k2, (2 * dim, hidden)) / jnp.sqrt(2 * dim),
        "b1": jnp.zeros(hidden),
        "w2": jax.random.normal(k3, (hidden, 2)) / jnp.sqrt(hidden),
        "b2": jnp.zeros(2),
    }


def forward(params, tokens, length):
    emb = params["embed"][tokens]
    pooled = jnp.concatenate([utils.prefix_mean(emb, length), utils.prefix_max(emb, length)])
    h = jax.nn.relu(pooled @ params["w1"] + params["b1"])
    return h @ params["w2"] + params["b2"]
