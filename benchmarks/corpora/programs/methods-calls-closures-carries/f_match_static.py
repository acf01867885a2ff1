"""Normalisation layer chosen by name at compile time."""
import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames="kind")
def normalise(x, kind):
    match kind:
        case "layer":
            mu, var = x.mean(-1, keepdims=True), x.var(-1, keepdims=True)
        case "batch":
            mu, var = x.mean(0, keepdims=True), x.var(0, keepdims=True)
        case _:
            return x
    return (x - mu) / jnp.sqrt(var + 1e-5)


x = jnp.arange(12.0).reshape(3, 4)
match x.ndim:
    case 2:
        print(normalise(x, kind="layer").sum(), normalise(x, kind="batch").sum())
    case _:
        print(normalise(x, kind="none"))
