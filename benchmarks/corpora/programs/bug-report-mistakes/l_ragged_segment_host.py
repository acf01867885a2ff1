"""Per-document mean of token scores stored as a flat ragged array with offsets."""
import functools

import jax
import jax.numpy as jnp
import numpy as np


@functools.partial(jax.jit, static_argnames=("num_docs",))
def document_means(scores, doc_ids, lengths, num_docs):
    sums = jax.ops.segment_sum(scores, doc_ids, num_segments=num_docs)
    means = sums / lengths
    return means, jnp.diff(means)


offsets = np.array([0, 3, 4, 8, 10])
lengths = np.diff(offsets)
doc_ids = np.repeat(np.arange(len(lengths)), lengths)
scores = jnp.array([0.2, 0.4, 0.9, 0.5, 0.1, 0.1, 0.3, 0.7, 1.0, 0.0])
means, drift = document_means(scores, jnp.asarray(doc_ids), jnp.asarray(lengths), num_docs=len(lengths))
print(means)
print("change between consecutive documents:", drift)
