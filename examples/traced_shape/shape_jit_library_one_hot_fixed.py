"""`static_argnames` keeps `num_classes` a Python int inside the jitted library function."""

import jax
import jax.numpy as jnp

to_mask = jax.jit(jax.nn.one_hot, static_argnames="num_classes")


def chosen_q(q_values, actions):
    mask = to_mask(actions, num_classes=q_values.shape[1])
    return jnp.sum(q_values * mask, axis=1)


chosen_q(jnp.arange(6.0).reshape(2, 3), jnp.array([2, 0]))
