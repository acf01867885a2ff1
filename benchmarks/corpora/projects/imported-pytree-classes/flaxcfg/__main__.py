import jax.numpy as jnp

from .config import MixerConfig
from .mixer import mix

cfg = MixerConfig(hidden=8, rounds=3)
print(mix(cfg, jnp.linspace(0.0, 1.0, 8)))
