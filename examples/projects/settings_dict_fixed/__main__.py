"""Build the settings from a JSON override and run the model once."""

import json

import jax.numpy as jnp

from settings_dict_fixed.model import forward
from settings_dict_fixed.settings import build_settings

settings = build_settings(json.loads('{"depth": 3}'))
print(forward(jnp.ones(4), settings=settings))
