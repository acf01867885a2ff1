"""Under `jit(grad(...))` the primals a custom_jvp rule receives are traced too: a Python
`if` on one fails, though the same rule runs under an eager `grad`."""

import jax
import jax.numpy as jnp


@jax.custom_jvp
def relu(x):
    return jnp.maximum(x, 0.0)


def relu_jvp(primals, tangents):
    (x,) = primals
    (t,) = tangents
    if x > 0:  # E: jax-traced-bool
        return relu(x), t
    return relu(x), jnp.zeros_like(t)


relu.defjvp(relu_jvp)


@jax.jit
def slope(x):
    return jax.grad(relu)(x)


slope(2.0)
