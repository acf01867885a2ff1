"""Two-layer MLP with dropout that is only active during training."""

import itertools

import jax
import jax.numpy as jnp


def init_mlp(key, sizes):
    params = []
    for n_in, n_out in itertools.pairwise(sizes):
        key, sub = jax.random.split(key)
        params.append((jax.random.normal(sub, (n_in, n_out)) / jnp.sqrt(n_in), jnp.zeros(n_out)))
    return params


def dropout(key, x, rate):
    keep = jax.random.bernoulli(key, 1.0 - rate, x.shape)
    return jnp.where(keep, x / (1.0 - rate), 0.0)


@jax.jit
def forward(params, x, key, training):
    *hidden, (w_out, b_out) = params
    for w, b in hidden:
        x = jax.nn.relu(x @ w + b)
        if training:
            key, sub = jax.random.split(key)
            x = dropout(sub, x, 0.5)
    return x @ w_out + b_out


if __name__ == "__main__":
    key = jax.random.PRNGKey(0)
    params = init_mlp(key, [4, 16, 16, 2])
    x = jnp.ones((8, 4))
    print(forward(params, x, key, True).shape)
    print(forward(params, x, key, False).shape)
