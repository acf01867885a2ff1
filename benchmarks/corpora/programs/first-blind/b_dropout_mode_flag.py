"""MLP forward pass with dropout controlled by a string mode."""

import functools

import jax
import jax.numpy as jnp


def dropout(key, x, rate):
    keep = jax.random.bernoulli(key, 1.0 - rate, x.shape)
    return jnp.where(keep, x / (1.0 - rate), 0.0)


@functools.partial(jax.jit, static_argnames=("mode", "rate"))
def forward(params, x, key, mode="eval", rate=0.5):
    h = jax.nn.relu(x @ params["w1"] + params["b1"])
    if mode == "train" and rate > 0:
        h = dropout(key, h, rate)
    return h @ params["w2"]


def init(key, n_in, n_hidden, n_out):
    k1, k2 = jax.random.split(key)
    return {
        "w1": jax.random.normal(k1, (n_in, n_hidden)) * 0.1,
        "b1": jnp.zeros(n_hidden),
        "w2": jax.random.normal(k2, (n_hidden, n_out)) * 0.1,
    }


params = init(jax.random.PRNGKey(0), 4, 32, 2)
x = jnp.ones((5, 4))
key = jax.random.PRNGKey(1)
for i in range(3):
    key, sub = jax.random.split(key)
    out_train = forward(params, x, sub, mode="train", rate=0.2)
out_eval = forward(params, x, key)
print(out_train.shape, out_eval.shape)
