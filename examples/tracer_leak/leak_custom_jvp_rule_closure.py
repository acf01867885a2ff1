"""A custom_jvp rule defined inside the differentiated loss closes over `pred`, a tracer
of that differentiation: under an eager `grad` JAX raises where the rule uses it."""

import jax
import jax.numpy as jnp


def soft_clip_loss(pred, target):
    @jax.custom_jvp
    def clip(z):
        return jnp.clip(z, -1.0, 1.0)

    @clip.defjvp
    def clip_jvp(primals, tangents):
        (z,), (dz,) = primals, tangents
        slope = jnp.abs(z) < 2 * jnp.abs(pred).max()  # E: jax-tracer-leak
        return clip(z), dz * slope

    return jnp.mean((clip(pred) - target) ** 2)


x = jnp.ones((5, 3))
jax.grad(lambda w: soft_clip_loss(x @ w, jnp.ones(5)))(jnp.full(3, 0.1))
