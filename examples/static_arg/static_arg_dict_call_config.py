"""`dict(cfg, steps=25)` makes a dict whatever the loaded config held, and a dict is no
hashable static argument: JAX rejects it at the call."""

import functools
import json

import jax
import jax.numpy as jnp


def load_config():
    return json.loads('{"lr": 0.1}')


@functools.partial(jax.jit, static_argnames=("cfg",))
def step(w, cfg):
    return w - cfg["lr"] * w


cfg = dict(load_config(), steps=25)
step(jnp.ones(3), cfg=cfg)  # E: jax-static-arg
