"""Select a per-layer activation function from a table by index."""

import jax
import jax.numpy as jnp

ACTIVATIONS = [jax.nn.relu, jnp.tanh, jax.nn.sigmoid, jax.nn.gelu]


def layer(w, b, x, act_id):
    act = ACTIVATIONS[act_id]
    return act(x @ w + b)


@jax.jit
def network(weights, biases, act_ids, x):
    for w, b, a in zip(weights, biases, act_ids, strict=True):
        x = layer(w, b, x, a)
    return x


if __name__ == "__main__":
    key = jax.random.PRNGKey(0)
    keys = jax.random.split(key, 3)
    weights = [jax.random.normal(k, (5, 5)) for k in keys]
    biases = [jnp.zeros(5) for _ in keys]
    act_ids = jnp.array([0, 1, 3])
    print(network(weights, biases, act_ids, jnp.ones((2, 5))))
