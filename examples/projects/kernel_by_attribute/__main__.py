"""Five proposals from the origin, with the default flags."""

import argparse

import jax
import jax.numpy as jnp

from kernel_by_attribute.sampler import make_chain

parser = argparse.ArgumentParser()
parser.add_argument("--kernel", default="clipped")
parser.add_argument("--scale", type=float, default=0.5)
args = parser.parse_args([])

chain = make_chain(args.kernel, args.scale)
print(chain(jax.random.PRNGKey(0), jnp.zeros(2)).shape)
