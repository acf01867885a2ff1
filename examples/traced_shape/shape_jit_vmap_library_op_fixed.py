"""Without the outer jit, vmap passes the unmapped `num_classes` as a Python int; library
functions under vmap and jit with static arguments run."""

import jax
import jax.numpy as jnp

encode = jax.vmap(jax.nn.one_hot, in_axes=(0, None))
encode(jnp.array([[0, 1], [1, 2]]), 3)
outer = jax.vmap(jnp.outer)
outer(jnp.ones((4, 3)), jnp.ones((4, 2)))
norms = jax.vmap(jnp.linalg.norm)
norms(jnp.ones((4, 3)))
total = jax.jit(jnp.sum)
total(jnp.ones((2, 3)), ())
