"""The offsets are a data field (a traced leaf): each pass hands them to jit as data."""

import dataclasses

import jax
import jax.numpy as jnp


@dataclasses.dataclass
class SensorCalibration:
    gain: jax.Array
    offsets: jax.Array


jax.tree_util.register_dataclass(SensorCalibration, data_fields=["gain", "offsets"], meta_fields=[])


@jax.jit
def calibrated_mean(cal, readings):
    corrected = (readings - cal.offsets) * cal.gain
    return corrected.mean(axis=0)


readings = jnp.ones((6, 4)) * 20.0
for drift in (0.5, 1.5):
    cal = SensorCalibration(gain=jnp.array(1.02), offsets=jnp.linspace(0.0, drift, 4))
    calibrated_mean(cal, readings)
