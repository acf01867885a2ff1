"""Per-group feature sums with the grouping fixed at compile time."""
import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnums=(1, 2))
def group_sums(x, groups, drop):
    out = []
    for cols in groups:
        keep = [c for c in cols if c not in drop]
        out.append(x[:, jnp.array(keep)].sum(axis=1))
    return jnp.stack(out, axis=1)


x = jnp.arange(24.0).reshape(4, 6)
groups = ((0, 1, 2), (3, 4, 5))
print(group_sums(x, groups, frozenset({1, 4})))
print(group_sums(x * 2, groups, frozenset({1, 4})))
print(group_sums(x, groups, frozenset()))
