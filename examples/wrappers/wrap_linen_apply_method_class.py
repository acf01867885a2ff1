"""`method=Pooler.pool` (read from the class) and a lambda calling a method: flax runs
either with the module first, under the caller's vmap."""

import flax.linen as nn
import jax
import jax.numpy as jnp


class Pooler(nn.Module):
    @nn.compact
    def __call__(self, x):
        return x

    def pool(self, x, width):
        return x[: int(width)].mean()  # E: jax-traced-conversion

    def top(self, x):
        return jnp.sort(x)[-1]


model = Pooler()
params = model.init(jax.random.key(0), jnp.ones(4))
xs = jnp.ones((3, 4))
tops = jax.vmap(lambda x: model.apply(params, x, method=lambda m, v: m.top(v)))(xs)
widths = jnp.array([1, 2, 3])
jax.vmap(lambda x, w: model.apply(params, x, w, method=Pooler.pool))(xs, widths)
