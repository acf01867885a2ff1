"""Per-document mean of token scores stored as a flat ragged array with offsets."""
import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def document_means(scores, offsets):
    lengths = np.diff(offsets)
    doc_ids = jnp.repeat(jnp.arange(lengths.shape[0]), lengths, total_repeat_length=scores.shape[0])
    sums = jax.ops.segment_sum(scores, doc_ids, num_segments=lengths.shape[0])
    return sums / lengths


offsets = jnp.array([0, 3, 4, 8, 10])
scores = jnp.array([0.2, 0.4, 0.9, 0.5, 0.1, 0.1, 0.3, 0.7, 1.0, 0.0])
print(document_means(scores, offsets))
