"""jax.checkpoint does not hash its static arguments (jit does): a config dict runs."""

import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.checkpoint, static_argnums=(1,))
def block(x, config):
    for _ in range(config["depth"]):
        x = jnp.tanh(x * config["scale"])
    return x


@jax.jit
def forward(x):
    return block(x, {"depth": 2, "scale": 0.5})


forward(jnp.ones(3))
