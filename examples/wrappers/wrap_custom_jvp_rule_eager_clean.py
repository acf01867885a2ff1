"""An eager `grad` gives a custom_jvp rule concrete primals, and `jax.jvp` passes the
tangents it is given: Python control flow on those runs."""

import jax
import jax.numpy as jnp


@jax.custom_jvp
def relu(x):
    return jnp.maximum(x, 0.0)


@relu.defjvp
def relu_jvp(primals, tangents):
    (x,) = primals
    (t,) = tangents
    if x > 0:
        return relu(x), t
    return relu(x), jnp.zeros_like(t)


@jax.custom_jvp
def scaled(x, scale):
    return x * scale


@scaled.defjvp
def scaled_jvp(primals, tangents):
    x, scale = primals
    tx, tscale = tangents
    if tscale > 0:  # a zero tangent: "scale" is not differentiated here
        raise ValueError("scale is fixed")
    return x * scale, tx * scale


jax.grad(relu)(2.0)
jax.jvp(relu, (2.0,), (1.0,))
jax.grad(scaled)(2.0, 3.0)
jax.jit(relu)(2.0)  # jit alone never calls the rule
