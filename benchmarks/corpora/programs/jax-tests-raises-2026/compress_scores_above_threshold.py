"""Keep the detection scores above a confidence threshold.

After tests/lax_numpy_test.py, testCompressExtractJitErrorMessage.
"""
import jax
import jax.numpy as jnp


@jax.jit
def confident_scores(scores, threshold):
    keep = scores > threshold
    picked = jnp.compress(keep, scores)
    return picked


scores = jnp.array([0.91, 0.12, 0.77, 0.45, 0.66, 0.08])
print(confident_scores(scores, 0.5))
