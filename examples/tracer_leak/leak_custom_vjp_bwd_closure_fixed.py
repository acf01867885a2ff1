"""The custom_vjp takes `pred` as an argument and fwd keeps it as a residual for bwd: the
rule closes over nothing of the differentiation."""

import jax
import jax.numpy as jnp


@jax.custom_vjp
def scaled(r, ref):
    return r


def scaled_fwd(r, ref):
    return r, ref


def scaled_bwd(ref, g):
    return (g / (1.0 + jnp.abs(ref)), jnp.zeros_like(ref))


scaled.defvjp(scaled_fwd, scaled_bwd)


def robust_residual(params, x, y):
    pred = x @ params
    return jnp.mean(scaled(pred - y, pred) ** 2)


train_step = jax.jit(jax.value_and_grad(robust_residual))
x = jnp.ones((8, 3))
loss, g = train_step(jnp.zeros(3), x, x @ jnp.array([2.0, 0.0, -1.0]))
