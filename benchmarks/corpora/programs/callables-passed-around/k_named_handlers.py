"""Named post-processing handlers selected by a static name."""
import functools

import jax
import jax.numpy as jnp


def clamp(v):
    return jnp.clip(v, 0.0, 1.0)


def squash(v):
    print("tracing squash with", v)
    return jnp.tanh(v)


def make_scale(factor):
    return lambda v: v * factor


HANDLERS = {"clamp": clamp, "squash": squash, "double": make_scale(2.0)}


def dispatch(table, key, value):
    return table[key](value)


@functools.partial(jax.jit, static_argnames=("kind",))
def postprocess(values, kind):
    return dispatch(HANDLERS, kind, values)


def run_all(values):
    return {name: postprocess(values, kind=name) for name in HANDLERS}


print(run_all(jnp.array([[0.5, 1.5], [-0.3, 2.0]])))
