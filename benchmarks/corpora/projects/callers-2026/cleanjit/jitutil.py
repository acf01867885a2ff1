import functools

import jax


def jit_with(*names):
    def wrap(fn):
        return jax.jit(fn, static_argnames=names)

    return wrap


static_spec = functools.partial(jax.jit, static_argnames=("spec",))
