"""Fitness shaping utilities (as in Salimans et al., 2017)."""
import jax.numpy as jnp


def compute_ranks(x):
    """Ranks in [0, len(x)); ties are broken by position."""
    ranks = jnp.zeros(len(x), dtype=jnp.int32)
    return ranks.at[x.argsort()].set(jnp.arange(len(x)))


def centered_ranks(x):
    y = compute_ranks(x.ravel()).reshape(x.shape).astype(jnp.float32)
    y /= x.size - 1
    y -= 0.5
    return y
