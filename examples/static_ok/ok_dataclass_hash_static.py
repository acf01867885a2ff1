"""Dataclasses that hash: frozen, `eq=False` (identity), a `__hash__` of their own."""

import dataclasses
import functools

import jax
import jax.numpy as jnp


@dataclasses.dataclass(frozen=True)
class Frozen:
    steps: int = 2


@dataclasses.dataclass(eq=False)
class ByIdentity:
    steps: int = 2


@dataclasses.dataclass
class OwnHash:
    steps: int = 2

    def __hash__(self) -> int:
        return hash(self.steps)


@functools.partial(jax.jit, static_argnames="opts")
def repeat_double(x, opts):
    for _ in range(opts.steps):
        x = x * 2
    return x


repeat_double(jnp.ones(2), opts=Frozen())
repeat_double(jnp.ones(2), opts=ByIdentity())
repeat_double(jnp.ones(2), opts=OwnHash())
