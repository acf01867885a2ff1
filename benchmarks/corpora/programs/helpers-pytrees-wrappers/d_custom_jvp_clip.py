"""Straight-through clipping with a custom JVP and a selectable clipping mode."""
import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.custom_jvp, nondiff_argnums=(1,))
def soft_clip(x, mode):
    if mode == "hard":
        return jnp.clip(x, -1.0, 1.0)
    return jnp.tanh(x)


@soft_clip.defjvp
def _soft_clip_jvp(mode, primals, tangents):
    (x,), (t,) = primals, tangents
    y = soft_clip(x, mode)
    if mode == "hard":
        return y, t
    return y, t * (1.0 - y ** 2)


@functools.partial(jax.jit, static_argnames=("mode",))
def loss(w, x, mode):
    return jnp.sum(soft_clip(x @ w, mode) ** 2)


if __name__ == "__main__":
    w = jnp.array([0.5, -1.5, 2.0])
    x = jnp.arange(6.0).reshape(2, 3)
    for mode in ("hard", "soft"):
        print(mode, jax.jit(jax.grad(loss), static_argnums=2)(w, x, mode))
