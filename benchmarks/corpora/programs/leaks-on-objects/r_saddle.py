"""Online log-likelihood of observations, accumulated by a per-step handler in lax.scan."""

import jax
import jax.numpy as jnp
from jax import lax


class LogProbHandler:
    def __init__(self, total):
        self.total = total
        self.sites = 0

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False

    def observe(self, value, loc, scale):
        z = (value - loc) / scale
        self.total = self.total - 0.5 * z * z - jnp.log(scale) - 0.5 * jnp.log(2 * jnp.pi)
        self.sites += 1


def step(carry, obs):
    loc, total = carry
    with LogProbHandler(total) as handler:
        handler.observe(obs, loc, 1.0)
        handler.observe(obs - loc, 0.0, 2.0)
    new_loc = 0.8 * loc + 0.2 * obs
    return (new_loc, handler.total), handler.total


@jax.jit
def log_likelihood(observations):
    (_, total), running = lax.scan(step, (jnp.zeros(()), jnp.zeros(())), observations)
    return total, running


obs = jnp.sin(jnp.arange(20.0) / 3.0)
total, running = log_likelihood(obs)
print("total log-likelihood", total)
print("per step", jnp.diff(running)[:5])
