"""Transformations keep the signature of the function they wrap."""

import functools
from functools import partial
from typing import reveal_type

import jax
import jax.numpy as jnp
import numpy as np


def loss(w: jax.Array, x: jax.Array) -> jax.Array:
    return jnp.sum(w * x)


fast = jax.jit(loss)
fast(jnp.ones(3), jnp.ones(3))
fast(jnp.ones(3), "oops")  # E: arg-type
lowered = fast.lower(jnp.ones(3), jnp.ones(3))
reveal_type(fast)  # N: reveal
g = jax.grad(loss)
reveal_type(g)  # N: reveal
vg = jax.value_and_grad(loss)
reveal_type(vg)  # N: reveal
vm = jax.vmap(loss)
reveal_type(vm)  # N: reveal


def count(x: jax.Array) -> int:
    return 1


reveal_type(jax.vmap(count))  # N: reveal


@jax.jit
def step(w: jax.Array, lr: float) -> jax.Array:
    return w * lr


step(jnp.ones(3), lr="x")  # E: arg-type


class Model:
    @jax.jit
    def apply(self, x: jax.Array) -> jax.Array:
        return x


Model().apply(jnp.ones(2))


@functools.partial(jax.jit, static_argnames=("n",))
def tile(x: jax.Array, n: int) -> jax.Array:
    return jnp.tile(x, n)


tile(jnp.ones(3), n=2).sum()
tile(jnp.ones(3), n="two")  # E: arg-type
reveal_type(tile)  # N: reveal
tile.lower(jnp.ones(3), n=2)


@partial(jax.vmap, in_axes=(0, None))
def shift(x: jax.Array, by: float) -> jax.Array:
    return x + by


shift(jnp.ones((2, 3)), by="x")  # E: arg-type
fast_tile = partial(jax.jit, static_argnums=1)(tile)
fast_tile(jnp.ones(3), "x")  # E: arg-type
tile_twice = functools.partial(tile, n=2)
reveal_type(tile_twice(jnp.ones(2)))  # N: reveal

# A jitted function takes what JAX takes where f says jax.Array: NumPy arrays, scalars.
fast(np.ones(3), 0.5)
fast(np.float32(1), True)
fast(np.ones(3), [1.0])  # E: arg-type
tile(np.ones(3), n=2)


@jax.jit
def pair(xs: tuple[jax.Array, jax.Array], mask: jax.Array | None = None) -> jax.Array:
    return xs[0]


pair((np.ones(2), 1.0), mask=np.ones(2))
pair((np.ones(2), 1.0), mask=None)
pair((np.ones(2), "x"))  # E: arg-type


# A jitted function returns jax arrays: an ArrayLike result is a jax.Array.
def schedule(step: int) -> jax.typing.ArrayLike:
    return 0.1 * step


def both(x: jax.Array) -> tuple[jax.typing.ArrayLike, float | None]:
    return x, 1.0


reveal_type(jax.jit(schedule)(3))  # N: reveal
reveal_type(jax.jit(both)(np.ones(2)))  # N: reveal
