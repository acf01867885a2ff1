"""Build the settings from a JSON override and run the model once."""

import json

import jax.numpy as jnp

from settings_dict.model import forward
from settings_dict.settings import build_settings

settings = build_settings(json.loads('{"depth": 3}'))
print(forward(jnp.ones(4), settings=settings))  # E: jax-static-arg
