"""The width is a Python int the vmap closes over: a static slice bound."""

import flax.linen as nn
import jax
import jax.numpy as jnp


class Pooler(nn.Module):
    @nn.compact
    def __call__(self, x):
        return x

    def pool(self, x, width):
        return x[: int(width)].mean()

    def top(self, x):
        return jnp.sort(x)[-1]


model = Pooler()
params = model.init(jax.random.key(0), jnp.ones(4))
xs = jnp.ones((3, 4))
tops = jax.vmap(lambda x: model.apply(params, x, method=lambda m, v: m.top(v)))(xs)
width = 2
jax.vmap(lambda x: model.apply(params, x, width, method=Pooler.pool))(xs)
