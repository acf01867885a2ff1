import jax
import jax.numpy as jnp


class TinyEncoder:
    def __init__(self, key, d_in, d_hidden):
        self.w = jax.random.normal(key, (d_in, d_hidden)) / jnp.sqrt(d_in)
        self.last_hidden = None

    def encode(self, x):
        h = jnp.tanh(x @ self.w)
        self.last_hidden = h  # keep it around for inspection
        return h.sum()


encoder = TinyEncoder(jax.random.PRNGKey(0), 6, 4)
batch = jax.random.normal(jax.random.PRNGKey(1), (10, 6))
scores = jax.vmap(encoder.encode)(batch)
print("scores:", scores.shape)

# inspect the activations of the last batch
print("mean |h|:", jnp.abs(encoder.last_hidden).mean())
