"""Soft clipping with a custom JVP and a non-differentiable bound."""

import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.custom_jvp, nondiff_argnums=(1,))
def softclip(x, bound):
    if bound <= 0:
        return x
    return bound * jnp.tanh(x / bound)


@softclip.defjvp
def softclip_jvp(bound, primals, tangents):
    (x,), (t,) = primals, tangents
    y = softclip(x, bound)
    return y, t * (1 - (y / bound) ** 2)


@jax.jit
def loss(x):
    return jnp.sum(softclip(x, 2.0) ** 2)


if __name__ == "__main__":
    x = jnp.array([-5.0, 0.0, 1.0, 4.0])
    print(loss(x), jax.grad(loss)(x))
