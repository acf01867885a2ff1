"""Fit on the sensors the run's configuration (read from the environment) names."""

import json
import os

import jax.numpy as jnp

from . import train

config = json.loads(os.environ.get("SENSOR_CONFIG", '{"sensors": 5, "dropped": [1, 3]}'))
print(train.fit(jnp.ones((config["sensors"], 8)), config["dropped"]))
