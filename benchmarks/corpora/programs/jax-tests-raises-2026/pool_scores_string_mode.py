"""Pool token scores with a reduction chosen by name.

After tests/pjit_test.py, test_static_argnums.
"""
import jax
import jax.numpy as jnp


def pool_scores(scores, mode):
    if mode == "max":
        return scores.max(axis=-1)
    if mode == "mean":
        return scores.mean(axis=-1)
    return jax.nn.logsumexp(scores, axis=-1)


pool = jax.jit(pool_scores)

scores = jnp.arange(12.0).reshape(3, 4) / 4.0
print(pool(scores, "max"))
print(pool(scores, "mean"))
