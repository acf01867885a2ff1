"""Registered pytrees, NamedTuples and equinox filter_jit accept objects; a frozen
dataclass and an enum are valid static arguments."""

import dataclasses
import enum
import functools
from typing import NamedTuple

import equinox as eqx
import jax
import jax.numpy as jnp


class Pair(NamedTuple):
    a: jax.Array
    b: jax.Array


@jax.tree_util.register_pytree_node_class
class Box:
    def __init__(self, value):
        self.value = value

    def tree_flatten(self):
        return (self.value,), None

    @classmethod
    def tree_unflatten(cls, aux, children):
        return cls(*children)


@dataclasses.dataclass
class State:
    x: jax.Array


jax.tree_util.register_dataclass(State, data_fields=["x"], meta_fields=[])


class Mode(enum.Enum):
    FAST = 0


@dataclasses.dataclass(frozen=True)
class Opts:
    n: int = 2


class Plain:
    def __init__(self, scale):
        self.scale = scale


@jax.jit
def total(pair, box, state):
    return pair.a + pair.b + box.value + state.x


@functools.partial(jax.jit, static_argnames=("mode", "opts"))
def run(x, mode, opts):
    return x * opts.n if mode is Mode.FAST else x


@eqx.filter_jit
def scaled(x, plain):
    return x * plain.scale


x = jnp.ones(2)
total(Pair(x, x), Box(x), State(x))
run(x, mode=Mode.FAST, opts=Opts())
scaled(x, Plain(2.0))
jax.vmap(lambda v, p: v * p.scale, in_axes=(0, None))(x, Plain(2.0))
