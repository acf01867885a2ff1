"""A custom_vjp's `nondiff_argnums` argument must hold no tracer: JAX flattens a dict (or
tuple) passed there and rejects a tracer among its leaves, at the call."""

import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.custom_vjp, nondiff_argnums=(1,))
def clip_gradient(x, bounds):
    return x


def clip_fwd(x, bounds):
    return x, None


def clip_bwd(bounds, _, g):
    return (jnp.clip(g, bounds["lo"], bounds["hi"]),)


clip_gradient.defvjp(clip_fwd, clip_bwd)


def loss(w, x, limit):
    h = clip_gradient(jnp.tanh(x @ w), {"lo": -limit, "hi": limit})  # E: jax-static-arg
    return jnp.mean(h**2)


@jax.jit
def step(w, x, limit):
    return w - 0.5 * jax.grad(loss)(w, x, limit)


step(jnp.full(3, 0.1), jnp.ones((4, 3)), 0.01)
