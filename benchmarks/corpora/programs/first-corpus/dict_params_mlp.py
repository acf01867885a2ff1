"""MLP with parameters stored in a nested dict pytree."""

import itertools

import jax
import jax.numpy as jnp


def init(key, sizes):
    params = {}
    for i, (a, b) in enumerate(itertools.pairwise(sizes)):
        key, sub = jax.random.split(key)
        params[f"layer{i}"] = {"w": jax.random.normal(sub, (a, b)) * 0.1, "b": jnp.zeros(b)}
    return params


@jax.jit
def forward(params, x):
    n_layers = len(params)
    for i in range(n_layers):
        layer = params[f"layer{i}"]
        x = x @ layer["w"] + layer["b"]
        if i < n_layers - 1:
            x = jax.nn.relu(x)
    return x


def loss(params, x, y):
    return jnp.mean((forward(params, x) - y) ** 2)


if __name__ == "__main__":
    params = init(jax.random.PRNGKey(0), [3, 8, 8, 1])
    x = jnp.ones((5, 3))
    grads = jax.jit(jax.grad(loss))(params, x, jnp.zeros((5, 1)))
    print(sorted(grads), grads["layer0"]["w"].shape)
