"""A custom_vjp defined inside the differentiated loss whose backward rule closes over
`pred`, a tracer of that differentiation: JAX traces bwd apart from the loss, and under
jax.jit finds the leaked tracer after tracing, at the call of the jitted function."""

import jax
import jax.numpy as jnp


def robust_residual(params, x, y):
    pred = x @ params

    @jax.custom_vjp
    def scaled(r):
        return r

    def scaled_fwd(r):
        return r, None

    def scaled_bwd(_, g):
        return (g / (1.0 + jnp.abs(pred)),)

    scaled.defvjp(scaled_fwd, scaled_bwd)
    return jnp.mean(scaled(pred - y) ** 2)


train_step = jax.jit(jax.value_and_grad(robust_residual))
x = jnp.ones((8, 3))
loss, g = train_step(jnp.zeros(3), x, x @ jnp.array([2.0, 0.0, -1.0]))  # E: jax-tracer-leak
