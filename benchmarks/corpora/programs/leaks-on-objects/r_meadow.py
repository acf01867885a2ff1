"""A tiny effect-handler model: sample sites are intercepted by a recording handler."""

import jax
import jax.numpy as jnp

_HANDLERS = []


class Record:
    def __init__(self):
        self.last_value = None
        self.names = []

    def __enter__(self):
        _HANDLERS.append(self)
        return self

    def __exit__(self, *exc):
        _HANDLERS.pop()

    def process(self, name, value):
        self.names.append(name)
        self.last_value = value


def sample(name, key, loc, scale):
    value = loc + scale * jax.random.normal(key, loc.shape)
    for handler in _HANDLERS:
        handler.process(name, value)
    return value


def model(key, data):
    k1, k2 = jax.random.split(key)
    mu = sample("mu", k1, jnp.zeros(data.shape[1:]), 1.0)
    noise = sample("noise", k2, jnp.zeros(data.shape), 0.1)
    return jnp.sum((data - mu - noise) ** 2)


data = jnp.ones((5, 2))
handler = Record()
with handler:
    energy = jax.jit(model)(jax.random.PRNGKey(7), data)
print("energy", energy, "sites", handler.names)
print("noise total", handler.last_value.sum())
