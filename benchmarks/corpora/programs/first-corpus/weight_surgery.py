"""Zero out selected output units of a trained layer before evaluation."""

import jax
import jax.numpy as jnp


def init_layer(key, n_in, n_out):
    w = jax.random.normal(key, (n_in, n_out)) * 0.1
    return {"w": w, "b": jnp.zeros(n_out)}


def prune_units(layer, units):
    for u in units:
        layer["w"][:, u] = 0.0
    return layer


@jax.jit
def apply(layer, x):
    return x @ layer["w"] + layer["b"]


if __name__ == "__main__":
    layer = init_layer(jax.random.PRNGKey(0), 4, 6)
    layer = prune_units(layer, [1, 4])
    print(apply(layer, jnp.ones((2, 4))))
