"""Arguments in `static_argnames` are Python values: `if` and `range` on them run."""

import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames=("num_layers", "activation"))
def mlp(params, x, num_layers, activation):
    for i in range(num_layers):
        x = x @ params[i]
        if activation == "relu":
            x = jax.nn.relu(x)
        elif activation == "tanh":
            x = jnp.tanh(x)
    return x


weights = [jnp.eye(3) * 0.5 for _ in range(2)]
mlp(weights, jnp.ones(3), num_layers=2, activation="relu")
