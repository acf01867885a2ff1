"""`jax.jit(model.init)` traces the Module's `__call__`: durations given to it are tracers,
and `jnp.repeat` needs its output length."""

import flax.linen as nn
import jax
import jax.numpy as jnp


def length_regulate(h, durations):
    return jnp.repeat(h, durations, axis=0)  # E: jax-traced-shape


class Expander(nn.Module):
    dim: int

    @nn.compact
    def __call__(self, tokens, durations):
        h = nn.Embed(8, self.dim)(tokens)
        return length_regulate(h, durations)


model = Expander(4)
tokens = jnp.array([1, 2, 3])
durations = jnp.array([2, 1, 3])
params = jax.jit(model.init)(jax.random.PRNGKey(0), tokens, durations)
