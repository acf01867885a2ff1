"""Mean of the sensor readings flagged as valid.

After tests/lax_numpy_reducers_test.py, testReducerWhere.
"""
import jax
import jax.numpy as jnp


@jax.jit
def mean_of_valid(readings, valid):
    kept = jnp.where(valid, readings, 0.0)
    return jnp.mean(kept, where=valid)


readings = jnp.array([20.1, 19.8, -999.0, 21.4, 20.7, -999.0])
valid = readings > -100.0
print(mean_of_valid(readings, valid))
