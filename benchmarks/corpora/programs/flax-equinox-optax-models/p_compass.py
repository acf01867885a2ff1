"""Relative-position bucketing for attention biases, as in T5."""

import math

import jax
import jax.numpy as jnp
import numpy as np


def bucket_table(n, num_buckets):
    with jax.ensure_compile_time_eval():
        rel = jnp.arange(n)[None, :] - jnp.arange(n)[:, None]
        exact = num_buckets // 2
        log_ratio = jnp.log(jnp.maximum(jnp.abs(rel), 1) / exact) / math.log(n / exact)
        large = exact + (log_ratio * (num_buckets - exact)).astype(jnp.int32)
        buckets = jnp.where(jnp.abs(rel) < exact, jnp.abs(rel), jnp.minimum(large, num_buckets - 1))
        used = int(buckets.max()) + 1
    return np.asarray(buckets), used


@jax.jit
def biased_scores(q, k, bias_table):
    n = q.shape[0]
    buckets, used = bucket_table(n, bias_table.shape[0])
    bias = bias_table[:used][buckets]
    return q @ k.T / math.sqrt(q.shape[-1]) + bias


q = jax.random.normal(jax.random.key(0), (10, 8))
k = jax.random.normal(jax.random.key(1), (10, 8))
bias_table = jnp.linspace(0.0, -1.0, 6)
scores = biased_scores(q, k, bias_table)
print(scores.shape, float(scores.mean()))
