import jax
import jax.numpy as jnp
from jax import lax

from .cells import CELLS


class SequenceModel:
    def __init__(self, cell_name, in_dim, hidden):
        self.cell = CELLS[cell_name](in_dim, hidden)
        self.hidden = hidden

    def init(self, key):
        k1, k2 = jax.random.split(key)
        return {"cell": self.cell.init(k1), "readout": jax.random.normal(k2, (self.hidden, 1)) * 0.1}

    def apply(self, params, xs):
        """xs: [time, batch, in_dim] -> predictions [time, batch, 1] and final hidden state."""
        h0 = self.cell.initial_state(xs.shape[1])

        def step(h, x_t):
            h = self.cell(params["cell"], h, x_t)
            return h, h @ params["readout"]

        h_final, ys = lax.scan(step, h0, xs)
        return ys, h_final
