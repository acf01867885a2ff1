"""Per-call cost of jaxthink_typing.jit against jax.jit, after compilation (a ratio).

python benchmarks/speed/runtime_jit.py [--calls 20000] [--repeat 5]
"""

from __future__ import annotations

import argparse
import timeit

import jax
import jax.numpy as jnp

from jaxthink_typing import Static
from jaxthink_typing.runtime import jit


def pad(x: jax.Array, n: Static[int]) -> jax.Array:
    return jnp.concatenate([x, jnp.zeros((n,))])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--calls", type=int, default=20000)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    x = jnp.ones(8)
    plain = jax.jit(pad, static_argnames="n")
    ours = jit(pad)
    for f in (plain, ours):
        f(x, 4).block_until_ready()  # compile once
    timings = {}
    for name, f in (("jax.jit", plain), ("jaxthink_typing.jit", ours)):
        runs = timeit.repeat(lambda f=f: f(x, 4), number=args.calls, repeat=args.repeat)
        timings[name] = min(runs) / args.calls
    base = timings["jax.jit"]
    for name, seconds in timings.items():
        print(f"{name:22s} {seconds * 1e6:8.2f} us/call  ratio {seconds / base:.3f}")


if __name__ == "__main__":
    main()
