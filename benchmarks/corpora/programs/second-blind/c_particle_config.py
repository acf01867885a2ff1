"""Random-walk simulation driven by a config tuple."""
from typing import NamedTuple

import jax
import jax.numpy as jnp


class WalkConfig(NamedTuple):
    n_steps: int
    step_size: float
    drift: float


def walk(key, config):
    pos = jnp.zeros(2)
    for i in range(config.n_steps):
        key, sub = jax.random.split(key)
        pos = pos + config.drift + config.step_size * jax.random.normal(sub, (2,))
    return pos


run_walk = jax.jit(walk)


def many_walks(seed, config, n):
    keys = jax.random.split(jax.random.PRNGKey(seed), n)
    return jnp.stack([run_walk(k, config) for k in keys])


if __name__ == "__main__":
    cfg = WalkConfig(n_steps=20, step_size=0.1, drift=0.01)
    ends = many_walks(0, cfg, 3)
    print(ends.mean(axis=0))
