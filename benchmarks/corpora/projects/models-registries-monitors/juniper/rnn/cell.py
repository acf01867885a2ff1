import jax
import jax.numpy as jnp

from .. import monitor


class LSTMCell:
    def __init__(self, in_dim: int, hidden: int):
        self.in_dim, self.hidden = in_dim, hidden

    def init(self, key):
        kx, kh = jax.random.split(key)
        return {
            "wx": jax.random.normal(kx, (self.in_dim, 4 * self.hidden)) / jnp.sqrt(self.in_dim),
            "wh": jax.random.normal(kh, (self.hidden, 4 * self.hidden)) / jnp.sqrt(self.hidden),
            "b": jnp.zeros(4 * self.hidden).at[self.hidden:2 * self.hidden].set(1.0),
        }

    def zero_state(self, batch):
        z = jnp.zeros((batch, self.hidden))
        return z, z

    def __call__(self, params, state, x):
        h, c = state
        gates = x @ params["wx"] + h @ params["wh"] + params["b"]
        i, f, g, o = jnp.split(gates, 4, axis=-1)
        c = jax.nn.sigmoid(f) * c + jax.nn.sigmoid(i) * jnp.tanh(g)
        h = jax.nn.sigmoid(o) * jnp.tanh(c)
        monitor.record("lstm/h", h)
        return h, c
