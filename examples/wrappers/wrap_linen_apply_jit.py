"""`jax.jit(model.apply)`: the linen Module's `__call__` runs on traced inputs, and a
flax layer's output is traced too."""

import flax.linen as nn
import jax
import jax.numpy as jnp


class Gate(nn.Module):
    features: int

    @nn.compact
    def __call__(self, x):
        h = nn.Dense(self.features)(x)
        if h.mean() > 0:  # E: jax-traced-bool
            h = nn.relu(h)
        return h


model = Gate(features=4)
x = jnp.ones((2, 3))
params = model.init(jax.random.key(0), x)


@jax.jit
def predict(params, x):
    return model.apply(params, x)


predict(params, x)
