"""Build a jitted model from a plain Python config dictionary."""

import jax
import jax.numpy as jnp

CONFIG = {"hidden": [16, 16], "use_bias": True, "activation": "swish", "out": 1}


def build(config):
    acts = {"relu": jax.nn.relu, "swish": jax.nn.swish, "tanh": jnp.tanh}
    act = acts[config["activation"]]

    def init(key, n_in):
        params = []
        sizes = [n_in] + config["hidden"] + [config["out"]]
        for a, b in zip(sizes[:-1], sizes[1:]):
            key, sub = jax.random.split(key)
            layer = {"w": jax.random.normal(sub, (a, b)) * 0.2}
            if config["use_bias"]:
                layer["b"] = jnp.zeros(b)
            params.append(layer)
        return params

    @jax.jit
    def apply(params, x):
        for i, layer in enumerate(params):
            x = x @ layer["w"]
            if config["use_bias"]:
                x = x + layer["b"]
            if i < len(config["hidden"]):
                x = act(x)
        return x

    return init, apply


init, apply = build(CONFIG)
params = init(jax.random.PRNGKey(0), 3)
print(apply(params, jnp.ones((4, 3))).shape)
