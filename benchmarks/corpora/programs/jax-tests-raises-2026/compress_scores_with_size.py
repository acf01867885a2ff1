"""Keep the detection scores above a confidence threshold, padded to a fixed count.

After tests/lax_numpy_test.py, testExtractSize.
"""
import jax
import jax.numpy as jnp


@jax.jit
def confident_scores(scores, threshold):
    keep = scores > threshold
    picked = jnp.compress(keep, scores, size=scores.shape[0], fill_value=0.0)
    return picked, keep.sum()


scores = jnp.array([0.91, 0.12, 0.77, 0.45, 0.66, 0.08])
picked, count = confident_scores(scores, 0.5)
print(picked[:int(count)])
