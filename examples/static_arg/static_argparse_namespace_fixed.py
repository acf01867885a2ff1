"""The options jit needs are copied into a NamedTuple, which hashes its items."""

import argparse
import functools
from typing import NamedTuple

import jax
import jax.numpy as jnp


class Options(NamedTuple):
    steps: int
    decay: float


def parse_args(argv=None):
    parser = argparse.ArgumentParser()
    parser.add_argument("--steps", type=int, default=3)
    parser.add_argument("--decay", type=float, default=0.5)
    return parser.parse_args(argv)


@functools.partial(jax.jit, static_argnames=("opts",))
def smooth(x, opts):
    for _ in range(opts.steps):
        x = opts.decay * x + (1 - opts.decay) * jnp.roll(x, 1)
    return x


args = parse_args([])
print(smooth(jnp.arange(4.0), Options(args.steps, args.decay)))
