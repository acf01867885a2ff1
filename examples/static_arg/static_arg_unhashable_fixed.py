"""A tuple is hashable, so it can be passed for a static argument."""

import functools
import itertools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames=("hidden",))
def mlp_param_count(x, hidden):
    sizes = [x.shape[-1], *hidden]
    return jnp.asarray(sum(a * b for a, b in itertools.pairwise(sizes)))


mlp_param_count(jnp.ones((2, 3)), hidden=(16, 8))
