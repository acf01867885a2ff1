"""The learning rate goes in as a traced argument; the dict stays on the host."""

import json

import jax
import jax.numpy as jnp


def load_config():
    return json.loads('{"lr": 0.1}')


@jax.jit
def step(w, lr):
    return w - lr * w


cfg = dict(load_config(), steps=25)
step(jnp.ones(3), cfg["lr"])
