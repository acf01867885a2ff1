"""Decoding with a length limit read from a config file, checked only where it is a Python
number: the check goes through a helper that returns `isinstance(value,
jax.core.Tracer)`, so under jit (where the limit is a tracer) the comparison on the right
of `and` never runs."""

import json

import jax
import jax.numpy as jnp


def _is_tracer(value):
    return isinstance(value, jax.core.Tracer)


def decode(tokens, max_steps):
    if not _is_tracer(max_steps) and max_steps > tokens.shape[0]:
        raise ValueError("cannot decode more steps than the sequence holds")
    return jnp.where(jnp.arange(tokens.shape[0]) < max_steps, tokens, 0)


limits = json.loads('{"max_steps": 4}')  # a number here, of a type the checker cannot know
print(jax.jit(decode)(jnp.arange(6), limits["max_steps"]))
