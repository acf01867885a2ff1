"""`static_argnums=(2,)` (counting `self` as 0) keeps the flag a Python bool."""

import flax.linen as nn
import jax
import jax.numpy as jnp


class MLPBlock(nn.Module):
    features: int

    @nn.compact
    def __call__(self, x, deterministic):
        h = nn.relu(nn.Dense(self.features)(x))
        if not deterministic:
            h = nn.Dropout(0.1)(h, deterministic=False)
        return x + nn.Dense(x.shape[-1])(h)


RematBlock = nn.remat(MLPBlock, static_argnums=(2,))
model = RematBlock(features=8)
x = jnp.ones((2, 4))
params = model.init(jax.random.key(0), x, True)
model.apply(params, x, False, rngs={"dropout": jax.random.key(1)})
