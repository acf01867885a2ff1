"""An L1 penalty on the positive weights of an equinox model's array leaves, inside
`eqx.filter_jit`: `eqx.filter(model, eqx.is_inexact_array)` keeps the model's arrays, which
filter_jit traced, so each leaf is a tracer and `w[w > 0]` has a data-dependent length."""

import equinox as eqx
import jax
import jax.numpy as jnp


def positive_l1(w):
    return jnp.sum(w[w > 0])  # E: jax-dynamic-shape


def penalty(model):
    total = jnp.zeros(())
    for leaf in jax.tree.leaves(eqx.filter(model, eqx.is_inexact_array)):
        total = total + positive_l1(leaf)
    return total


@eqx.filter_jit
def regularised_loss(model, x):
    return jnp.mean(jax.vmap(model)(x) ** 2) + 1e-4 * penalty(model)


layer = eqx.nn.Linear(3, 2, key=jax.random.PRNGKey(0))
regularised_loss(layer, jnp.ones((4, 3)))
