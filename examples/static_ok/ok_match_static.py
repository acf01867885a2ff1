"""`match` runs under jit on static subjects (a static argument, a shape), and class,
sequence and singleton patterns never compare a traced array with ==."""

import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames="reduction")
def squared_error(pred, target, reduction):
    err = (pred - target) ** 2
    match reduction:
        case "sum":
            total = err.sum(axis=-1)
        case "max":
            total = err.max(axis=-1)
        case _:
            return err
    match pred.shape:
        case (batch, width):
            return total / (batch * width)
    return total


@jax.jit
def describe(x):
    match x:
        case None:
            return jnp.zeros(())
        case [first, second]:
            return first + second
        case jax.Array():
            return x.sum()
    return x


x = jnp.arange(6.0).reshape(2, 3)
squared_error(x, jnp.ones((2, 3)), reduction="sum")
squared_error(x[0], jnp.ones(3), reduction="max")
describe(x)
