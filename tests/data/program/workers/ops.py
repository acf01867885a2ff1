"""A reduction jitted at import, its axes static."""

import jax
import jax.numpy as jnp


def _summarize(x, axes):
    return jnp.mean(x, axis=axes)


summarize = jax.jit(_summarize, static_argnums=1)
