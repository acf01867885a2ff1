"""Right-pad a feature matrix with zero columns up to a wider layout.

After tests/core_test.py, test_invalid_shape_error_with_jit_tracer_passed.
"""
import jax
import jax.numpy as jnp


@jax.jit
def pad_columns(x, extra):
    pad = jnp.zeros((x.shape[0], extra), dtype=x.dtype)
    return jnp.concatenate([x, pad], axis=1)


features = jnp.arange(6.0).reshape(3, 2)
padded = pad_columns(features, 3)
print(padded.shape)
print(padded)
