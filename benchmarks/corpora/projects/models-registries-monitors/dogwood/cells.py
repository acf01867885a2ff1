import jax
import jax.numpy as jnp

CELLS = {}


def register_cell(name):
    def deco(cls):
        CELLS[name] = cls
        return cls
    return deco


class Cell:
    def __init__(self, in_dim, hidden):
        self.in_dim = in_dim
        self.hidden = hidden

    def init(self, key):
        raise NotImplementedError

    def initial_state(self, batch):
        return jnp.zeros((batch, self.hidden))


@register_cell("elman")
class ElmanCell(Cell):
    def init(self, key):
        k1, k2 = jax.random.split(key)
        return {
            "wx": jax.random.normal(k1, (self.in_dim, self.hidden)) / jnp.sqrt(self.in_dim),
            "wh": jax.random.normal(k2, (self.hidden, self.hidden)) * (0.5 / jnp.sqrt(self.hidden)),
            "b": jnp.zeros(self.hidden),
        }

    def __call__(self, params, h, x):
        return jnp.tanh(x @ params["wx"] + h @ params["wh"] + params["b"])


@register_cell("gru_lite")
class MinimalGatedCell(ElmanCell):
    def init(self, key):
        k1, k2 = jax.random.split(key)
        params = super().init(k1)
        params["wz"] = jax.random.normal(k2, (self.in_dim, self.hidden)) / jnp.sqrt(self.in_dim)
        return params

    def __call__(self, params, h, x):
        z = jax.nn.sigmoid(x @ params["wz"])
        cand = super().__call__(params, h, x)
        return (1 - z) * h + z * cand
