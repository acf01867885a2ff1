"""Give `jnp.repeat` the output length (`total_repeat_length`), a static int."""

import flax.linen as nn
import jax
import jax.numpy as jnp

MAX_FRAMES = 8


def length_regulate(h, durations):
    return jnp.repeat(h, durations, axis=0, total_repeat_length=MAX_FRAMES)


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
