"""Build one member per temperature with `eqx.filter_vmap`: the temperatures are a NumPy
array, so each member's constructor runs on a tracer."""

import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np

from tempered_ensemble_fixed.layers import TemperedMLP


@eqx.filter_vmap
def build(key, temperature):
    return TemperedMLP(3, temperature, key=key)


@eqx.filter_vmap(in_axes=(eqx.if_array(0), None))
def predict(model, x):
    return jax.vmap(model)(x)


temperatures = np.asarray([0.5, 1.0, 2.0], np.float32)
models = build(jax.random.split(jax.random.PRNGKey(0), 3), temperatures)
print(predict(models, jnp.ones((4, 3))).shape)
