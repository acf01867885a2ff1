"""Gradient-reversal layer implemented with custom_vjp."""
import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.custom_vjp, nondiff_argnums=(1,))
def reverse_grad(x, strength):
    return x


def reverse_fwd(x, strength):
    return x, jnp.sign(x)


def reverse_bwd(strength, sign, g):
    scaled = jnp.where(sign >= 0, -strength * g, -0.5 * strength * g)
    if strength > 1.0:
        scaled = scaled / strength
    return (scaled,)


reverse_grad.defvjp(reverse_fwd, reverse_bwd)


def loss(w, x):
    h = reverse_grad(x @ w, 0.5)
    return jnp.sum(h ** 2)


g = jax.jit(jax.grad(loss))(jnp.ones((3, 2)), jnp.arange(6.0).reshape(2, 3))
print(g)
