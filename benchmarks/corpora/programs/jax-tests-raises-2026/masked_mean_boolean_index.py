"""Mean of the sensor readings flagged as valid.

After tests/lax_numpy_indexing_test.py, testBooleanIndexingDynamicShapeError.
"""
import jax
import jax.numpy as jnp


@jax.jit
def mean_of_valid(readings, valid):
    kept = readings[valid]
    return kept.mean()


readings = jnp.array([20.1, 19.8, -999.0, 21.4, 20.7, -999.0])
valid = readings > -100.0
print(mean_of_valid(readings, valid))
