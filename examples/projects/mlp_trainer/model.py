"""A two-layer perceptron assembled from `layers`."""

import jax

from mlp_trainer import layers


def init(key, n_in, n_hidden, n_out):
    k1, k2 = jax.random.split(key)
    return {
        "hidden": layers.init_dense(k1, n_in, n_hidden),
        "out": layers.init_dense(k2, n_hidden, n_out),
    }


def forward(params, x):
    h = layers.clipped_relu(layers.dense(params["hidden"], x), 6.0)
    return layers.dense(params["out"], h)
