"""Build the configured model and evaluate it once under jit, the train flag static."""

import jax
import jax.numpy as jnp

from model_registry_fixed import models  # noqa: F401  (registers the models)
from model_registry_fixed.config import Config
from model_registry_fixed.registry import MODELS

cfg = Config()
model = MODELS[cfg.model](classes=cfg.classes)
x = jnp.ones((2, 4))
variables = model.init(jax.random.key(0), x, False)
logits = jax.jit(model.apply, static_argnums=2)(variables, x, False)
print(logits.shape)
