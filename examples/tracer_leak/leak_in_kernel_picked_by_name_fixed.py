"""Sampler kernels picked by name: the table holds the state initialiser beside the
kernel factories, and the factories are called with `**options` the initialiser does not
take, so the run can only mean a factory. Fixed: the kernels return their acceptance
probability beside the state, and the host records what the jitted run returned."""

import argparse
import collections
from collections.abc import Callable
from typing import Any

import jax
import jax.numpy as jnp
from jax import lax

RECORDS: collections.defaultdict[str, list[jax.Array]] = collections.defaultdict(list)


def init_state(position):
    return position * 1.0


def rwm(step_size, **options):
    def step(key, x):
        proposal = x + step_size * jax.random.normal(key, x.shape)
        accept = jax.random.uniform(key) < jnp.exp(jnp.sum(x**2 - proposal**2) / 2)
        return jnp.where(accept, proposal, x), accept.astype(jnp.float32)

    return step


def hmc(step_size, num_leapfrog=3, **options):
    def step(key, x):
        momentum = jax.random.normal(key, x.shape)
        proposal = x + num_leapfrog * step_size * momentum
        accept_prob = jnp.minimum(1.0, jnp.exp(jnp.sum(x**2 - proposal**2) / 2))
        return jnp.where(jax.random.uniform(key) < accept_prob, proposal, x), accept_prob

    return step


KERNELS: dict[str, Callable[..., Any]] = {"init": init_state, "rwm": rwm, "hmc": hmc}

parser = argparse.ArgumentParser()
parser.add_argument("--kernel", default="hmc")
args = parser.parse_args([])
options = {"num_leapfrog": 4}
step = KERNELS[args.kernel](0.1, **options)


def run_chain(key, x):
    def body(x, step_key):
        x, info = step(step_key, x)
        return x, (x, info)

    return lax.scan(body, x, jax.random.split(key, 5))[1]


draws, accept = jax.jit(jax.vmap(run_chain))(
    jax.random.split(jax.random.PRNGKey(0), 2), jnp.ones((2, 3))
)
RECORDS["accept_prob"].append(accept)
print(draws.shape, jnp.mean(jnp.stack(RECORDS["accept_prob"])))
