"""custom_vjp's `nondiff_argnums` take Python values: a tracer there raises at the call."""

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


@jax.jit
def loss(w, bound):
    return jnp.sum(clip_gradient(w, bound) ** 2)  # E: jax-static-arg


jax.grad(loss)(jnp.ones(3), 0.5)
