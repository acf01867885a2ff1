"""The clipping bound is a static argument of the jitted loss, so it reaches custom_vjp
as a Python float."""

import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.custom_vjp, nondiff_argnums=(1,))
def clip_gradient(x, bound):
    return x


def clip_fwd(x, bound):
    return x, None


def clip_bwd(bound, _, g):
    return (jnp.clip(g, -bound, bound),)


clip_gradient.defvjp(clip_fwd, clip_bwd)


@functools.partial(jax.jit, static_argnames=("bound",))
def loss(w, bound):
    return jnp.sum(clip_gradient(w, bound) ** 2)


jax.grad(loss)(jnp.ones(3), 0.5)
