"""A few steps on random data."""

import jax.numpy as jnp
import numpy as np

from ema_warmup import data, train

x = np.random.default_rng(0).normal(size=(32, 3))
y = x @ np.arange(3.0)
state = train.create_state({"w": jnp.zeros(3)})
stream = data.batches(x, y, 8)
for _ in range(3):
    xb, yb = next(stream)
    state = train.train_step(state, xb, yb)
print(state.step)
