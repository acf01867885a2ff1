"""The guard is a `jnp.where` on the traced argument."""

import jax
import jax.numpy as jnp


@jax.custom_jvp
def safe_log(x):
    return jnp.where(x <= 0.0, -jnp.inf, jnp.log(jnp.maximum(x, 1e-12)))


@safe_log.defjvp
def safe_log_jvp(primals, tangents):
    (x,), (t,) = primals, tangents
    return safe_log(x), t / jnp.maximum(x, 1e-12)


@jax.jit
def log_likelihood(p):
    return safe_log(p) + safe_log(1.0 - p)


log_likelihood(jnp.asarray(0.3))
jax.grad(log_likelihood)(jnp.asarray(0.3))
