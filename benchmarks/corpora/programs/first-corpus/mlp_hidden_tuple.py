"""MLP whose layer widths are a hashable static configuration."""

import functools

import jax
import jax.numpy as jnp


def init(key, n_in, hidden):
    params = []
    for width in hidden:
        key, sub = jax.random.split(key)
        params.append(jax.random.normal(sub, (n_in, width)) / jnp.sqrt(n_in))
        n_in = width
    return params


@functools.partial(jax.jit, static_argnames=("hidden",))
def forward(params, x, hidden):
    assert len(params) == len(hidden)
    for w, width in zip(params, hidden, strict=True):
        assert w.shape[1] == width
        x = jax.nn.relu(x @ w)
    return x


if __name__ == "__main__":
    hidden = (16, 8, 2)
    params = init(jax.random.PRNGKey(0), 4, hidden)
    print(forward(params, jnp.ones((3, 4)), hidden=hidden).shape)
