import dataclasses

import jax
import jax.numpy as jnp

from cfgmlp.config import DEFAULT
from cfgmlp.model import init
from cfgmlp.train import step

cfg = dataclasses.replace(DEFAULT, activation="gelu", weight_decay=1e-3)
params = init(jax.random.PRNGKey(0), cfg)
x = jax.random.normal(jax.random.PRNGKey(1), (32, 4))
y = jnp.cos(x).sum(axis=1)
for _ in range(5):
    params, loss = step(params, x, y, cfg)
print(loss)
