"""Layer whose nonlinearity is selected by an integer code at run time."""

import jax
import jax.numpy as jnp

ACTIVATIONS = [jax.nn.relu, jnp.tanh, jax.nn.sigmoid, jax.nn.gelu]


def dense(params, x, act_id):
    act = ACTIVATIONS[act_id]
    return act(x @ params["w"] + params["b"])


@jax.jit
def model(params, x, act_ids):
    h = x
    for layer, act_id in zip(params, act_ids):
        h = dense(layer, h, act_id)
    return h


if __name__ == "__main__":
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = [
        {"w": jax.random.normal(k1, (4, 8)), "b": jnp.zeros(8)},
        {"w": jax.random.normal(k2, (8, 2)), "b": jnp.zeros(2)},
    ]
    print(model(params, jnp.ones((3, 4)), jnp.array([0, 2])))
