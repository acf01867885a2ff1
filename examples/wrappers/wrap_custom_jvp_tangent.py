"""`grad` calls a custom_jvp rule with tangents that are tracers, even without `jit`: a
Python `if` on a tangent fails."""

import jax
import jax.numpy as jnp


@jax.custom_jvp
def softplus(x):
    return jnp.logaddexp(x, 0.0)


@softplus.defjvp
def softplus_jvp(primals, tangents):
    (x,) = primals
    (t,) = tangents
    y = softplus(x)
    if t == 0:  # E: jax-traced-bool
        return y, jnp.zeros_like(t)
    return y, jax.nn.sigmoid(x) * t


jax.grad(softplus)(0.5)
