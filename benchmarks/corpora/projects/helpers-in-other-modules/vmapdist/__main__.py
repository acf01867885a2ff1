import jax

from vmapdist.search import nearest_jit

q = jax.random.normal(jax.random.PRNGKey(0), (4, 5))
keys = jax.random.normal(jax.random.PRNGKey(1), (10, 5))
print(nearest_jit(q, keys))
print(nearest_jit(q, keys, k=2, metric="cosine"))
