"""Tempered log-density of a hierarchical model, with a scaling handler wrapping the model."""

import jax
import jax.numpy as jnp

_STACK = []


class scale:
    def __init__(self, fn, factor):
        self.fn = fn
        self.factor = factor
        self.log_prob = 0.0

    def __enter__(self):
        _STACK.append(self)
        return self

    def __exit__(self, *exc):
        assert _STACK.pop() is self

    def __call__(self, *args):
        with self:
            return self.fn(*args)

    def add(self, lp):
        self.log_prob = self.log_prob + self.factor * lp


def factor(lp):
    for handler in reversed(_STACK):
        handler.add(lp)


def model(mu, tau, y):
    factor(-0.5 * mu ** 2)
    factor(-0.5 * jnp.sum((y - mu) ** 2) / tau ** 2 - y.size * jnp.log(tau))


@jax.jit
def tempered_density(mu, tau, y, beta):
    handler = scale(model, beta)
    handler(mu, tau, y)
    return handler.log_prob


y = jnp.array([0.3, 1.1, -0.2, 0.8])
vals = jax.vmap(lambda b: tempered_density(0.5, 1.0, y, b))(jnp.linspace(0.1, 1.0, 4))
print("tempered log densities", vals)
print("gradient in mu", jax.grad(tempered_density)(0.5, 1.0, y, 1.0))
