"""Run each entry of a small sweep."""

import json

import jax
import jax.numpy as jnp

from sweep_settings.estimate import estimate
from sweep_settings.settings import from_entry

SWEEP = '[{"scale": 1.0, "n_samples": 4}, {"scale": 0.5, "n_samples": 8}]'

for run, entry in enumerate(json.loads(SWEEP)):
    settings = from_entry(entry)
    print(estimate(jax.random.PRNGKey(run), jnp.zeros(3), settings))
