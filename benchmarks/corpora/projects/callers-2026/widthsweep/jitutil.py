import functools

import jax


def jit_with(*static):
    def deco(fn):
        return jax.jit(fn, static_argnames=static)

    return deco


static_jit = functools.partial(jax.jit, static_argnames=("dims", "act"))
