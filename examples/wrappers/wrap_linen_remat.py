"""`nn.remat` traces every argument of `__call__` it is given, a Python bool flag too."""

import flax.linen as nn
import jax
import jax.numpy as jnp


class MLPBlock(nn.Module):
    features: int

    @nn.compact
    def __call__(self, x, deterministic):
        h = nn.relu(nn.Dense(self.features)(x))
        if not deterministic:  # E: jax-traced-bool
            h = nn.Dropout(0.1)(h, deterministic=False)
        return x + nn.Dense(x.shape[-1])(h)


RematBlock = nn.remat(MLPBlock)
model = RematBlock(features=8)
x = jnp.ones((2, 4))
params = model.init(jax.random.key(0), x, True)
model.apply(params, x, False, rngs={"dropout": jax.random.key(1)})
