import jax
import jax.numpy as jnp

from . import select


def make(key, n_items, n_queries, dim):
    k1, k2, k3 = jax.random.split(key, 3)
    items = jax.random.normal(k1, (n_items, dim))
    targets = jax.random.randint(k2, (n_queries,), 0, n_items)
    queries = items[targets] + 0.3 * jax.random.normal(k3, (n_queries, dim))
    top = select.topk_values(queries @ items.T, k=select.keep_count(n_items, 0.1))
    return queries, items, targets, top


def init(key, dim):
    return {"proj": jnp.eye(dim) + 0.01 * jax.random.normal(key, (dim, dim)), "temp": jnp.float32(3.0)}
