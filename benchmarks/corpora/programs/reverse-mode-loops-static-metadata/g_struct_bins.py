"""Histogram with its bin edges in a flax struct."""
import jax
import jax.numpy as jnp
from flax import struct


@struct.dataclass
class Histogram:
    counts: jax.Array
    edges: jax.Array = struct.field(pytree_node=False)


def empty(lo, hi, n):
    return Histogram(counts=jnp.zeros(n), edges=jnp.linspace(lo, hi, n + 1))


@jax.jit
def add(h, xs):
    idx = jnp.clip(jnp.searchsorted(h.edges, xs) - 1, 0, h.counts.shape[0] - 1)
    return h.replace(counts=h.counts.at[idx].add(1.0))


xs = jnp.array([0.1, 0.5, 0.9])
h1 = add(empty(0.0, 1.0, 4), xs)
print(h1.counts)
h2 = add(empty(0.0, 2.0, 4), xs)
print(h2.counts)
