import jax
import jax.numpy as jnp
from jax import lax


@jax.jit
def histogram(values, edges):
    n_bins = edges.shape[0] - 1
    counts = jnp.zeros(n_bins, dtype=jnp.int32)

    def body(i, counts):
        v = values[i]
        b = jnp.clip(jnp.searchsorted(edges, v, side="right") - 1, 0, n_bins - 1)
        return counts.at[b].add(1)

    return lax.fori_loop(0, values.shape[0], body, counts)


key = jax.random.PRNGKey(5)
vals = jax.random.uniform(key, (200,))
edges = jnp.linspace(0.0, 1.0, 6)
counts = histogram(vals, edges)
print(counts, counts.sum())
