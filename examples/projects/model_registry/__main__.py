"""Build the configured model and evaluate it once under jit, the train flag passed
along as an argument."""

import jax
import jax.numpy as jnp

from model_registry import models  # noqa: F401  (registers the models)
from model_registry.config import Config
from model_registry.registry import MODELS

cfg = Config()
model = MODELS[cfg.model](classes=cfg.classes)
x = jnp.ones((2, 4))
variables = model.init(jax.random.key(0), x, False)
logits = jax.jit(model.apply)(variables, x, False)
print(logits.shape)
