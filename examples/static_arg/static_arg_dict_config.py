"""A config dict passed for a static argument: dicts are unhashable."""

import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames=("config",))
def mlp(params, x, config):
    for layer in params[: config["depth"]]:
        x = jnp.maximum(x @ layer, 0.0) if config["relu"] else x @ layer
    return x


params = [jnp.eye(3), jnp.eye(3)]
mlp(params, jnp.ones(3), config={"depth": 2, "relu": True})  # E: jax-static-arg
