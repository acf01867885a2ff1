"""The same penalty as a masked sum: `jnp.sum(w, where=w > 0)` keeps the leaf's shape, so
it traces whatever the weights are."""

import equinox as eqx
import jax
import jax.numpy as jnp


def positive_l1(w):
    return jnp.sum(w, where=w > 0)


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
