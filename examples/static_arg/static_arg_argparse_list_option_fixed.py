"""`tuple(args.widths)` is hashable: jit takes it as a static argument, and compiles once
per set of widths."""

import argparse
from functools import partial

import jax
import jax.numpy as jnp


def parse_args(argv):
    parser = argparse.ArgumentParser()
    parser.add_argument("--lr", type=float, default=0.1)
    parser.add_argument("--widths", nargs="+", type=int, default=[16, 8])
    return parser.parse_args(argv)


@partial(jax.jit, static_argnames=("widths",))
def forward(x, widths):
    for width in widths:
        x = jnp.tanh(x[..., :width])
    return x


args = parse_args([])  # no options given: the defaults
forward(jnp.ones((4, 32)), widths=tuple(args.widths))
