"""Transformations keep the signature of the function they wrap."""

from typing import reveal_type

import jax
import jax.numpy as jnp


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


@jax.jit
def step(w: jax.Array, lr: float) -> jax.Array:
    return w * lr


step(jnp.ones(3), lr="x")  # E: arg-type


class Model:
    @jax.jit
    def apply(self, x: jax.Array) -> jax.Array:
        return x


Model().apply(jnp.ones(2))
