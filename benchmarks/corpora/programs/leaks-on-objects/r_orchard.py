"""Exponential moving statistics of a signal, computed with lax.scan."""

import jax
import jax.numpy as jnp
from jax import lax


class RunningStats:
    def __init__(self, decay):
        self.decay = decay
        self.mean = 0.0
        self.var = 1.0

    def update(self, mean, var, x):
        new_mean = self.decay * mean + (1.0 - self.decay) * x
        new_var = self.decay * var + (1.0 - self.decay) * (x - new_mean) ** 2
        self.mean = new_mean
        self.var = new_var
        return new_mean, new_var


stats = RunningStats(decay=0.9)


@jax.jit
def smooth(signal):
    def body(carry, x):
        mean, var = stats.update(carry[0], carry[1], x)
        return (mean, var), mean

    (_, _), means = lax.scan(body, (jnp.zeros(()), jnp.ones(())), signal)
    return means


t = jnp.linspace(0.0, 6.0, 50)
signal = jnp.sin(t) + 0.1 * jnp.cos(7.0 * t)
means = smooth(signal)
print("smoothed tail", means[-5:])
print("spread", jnp.sqrt(stats.var))
