"""Odd uses of functools.partial, custom_vjp and mapped calls: the plugin must neither
crash nor change mypy's own reports here (jax-* reports aside)."""

import functools
from functools import partial
from typing import overload

import jax
import jax.numpy as jnp

p0 = functools.partial()  # type: ignore[call-arg]
args = (jax.jit,)
p1 = partial(*args)
p2 = partial(jax.jit)(lambda x: x)
p3 = partial(jax.jit, static_argnames=1)
p4 = partial(jax.vmap, in_axes="bad")(lambda x: x)
p5 = partial(partial(jax.jit, static_argnums=0), static_argnames="n")


@overload
def f(x: int) -> int: ...
@overload
def f(x: str) -> str: ...
def f(x):  # type: ignore[no-untyped-def]
    return x


p6 = partial(f, 1)()


@partial(jax.jit, static_argnums=(0,))
@partial(jax.vmap, in_axes=(None, 0))
def g(n: int, x: jax.Array) -> jax.Array:
    return x * n


g(2, jnp.ones((3, 2)))


class C:
    @partial(jax.jit, static_argnums=0)
    def m(self, x: jax.Array) -> jax.Array:
        return x

    @partial(jax.custom_vjp, nondiff_argnums=(1,))
    def weird(self, k):  # type: ignore[no-untyped-def]
        return k


C().m(jnp.ones(2))
jax.vmap(C().m)(jnp.ones((2, 2)))
jax.pmap(lambda x, y: x)(jnp.ones((1, 2)), True)
h = jax.custom_vjp(lambda x: x, nondiff_argnums=(5,))
h(1.0)
h.defvjp(1, 2)
nnj = __import__("flax.linen").linen.jit
