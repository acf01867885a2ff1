"""The rule's threshold is an argument of the custom_jvp function, computed outside it
(through stop_gradient): the rule closes over no tracer."""

import jax
import jax.numpy as jnp


@jax.custom_jvp
def clip(z, threshold):
    return jnp.clip(z, -1.0, 1.0)


@clip.defjvp
def clip_jvp(primals, tangents):
    z, threshold = primals
    dz, _ = tangents
    slope = jnp.abs(z) < threshold
    return clip(z, threshold), dz * slope


def soft_clip_loss(pred, target):
    threshold = jax.lax.stop_gradient(2 * jnp.abs(pred).max())
    return jnp.mean((clip(pred, threshold) - target) ** 2)


x = jnp.ones((5, 3))
jax.grad(lambda w: soft_clip_loss(x @ w, jnp.ones(5)))(jnp.full(3, 0.1))
