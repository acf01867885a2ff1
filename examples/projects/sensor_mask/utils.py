"""The project's jit decorator: `@jit_static("name")` makes `name` static."""

import functools

import jax


def jit_static(*names):
    return functools.partial(jax.jit, static_argnames=names)
