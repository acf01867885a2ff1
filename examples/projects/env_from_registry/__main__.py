"""Mean return of a few random walks, with the default flags."""

import argparse

import jax

import env_from_registry.envs  # noqa: F401  (registers the environments)
from env_from_registry.registry import make
from env_from_registry.rollout import returns

parser = argparse.ArgumentParser()
parser.add_argument("--env", default="walk")
parser.add_argument("--size", type=int, default=5)
args = parser.parse_args([])

env = make(args.env, size=args.size)
print(float(returns(env, jax.random.PRNGKey(0), 4, 6).mean()))
