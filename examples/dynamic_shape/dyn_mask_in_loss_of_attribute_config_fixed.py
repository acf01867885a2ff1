"""A config object built by attribute stores (as ml_collections' ConfigDict is filled)
names the loss; the loss it now names zeroes the other terms with `jnp.where`, whose
shape does not depend on the data."""

import jax
import jax.numpy as jnp


class Config(dict):
    """A dict whose keys read and write as attributes, as ml_collections' ConfigDict."""

    def __getattr__(self, name):
        return self[name]

    def __setattr__(self, name, value):
        self[name] = value


def masked(x):
    return x[x > 0].sum()


def clipped(x):
    return jnp.where(x > 0, x, 0.0).sum()


LOSSES = {"masked": masked, "clipped": clipped}


def get_config():
    cfg = Config()
    cfg.loss = "clipped"
    cfg.steps = 2
    return cfg


cfg = get_config()
loss_fn = jax.jit(LOSSES[cfg.loss])
for _ in range(cfg.steps):
    loss_fn(jnp.array([1.0, -2.0, 3.0]))
