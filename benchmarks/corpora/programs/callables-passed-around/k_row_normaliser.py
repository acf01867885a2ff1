"""A small normaliser whose methods are mapped over rows."""
import jax
import jax.numpy as jnp


def map_rows(fn, rows):
    return jax.vmap(fn)(rows)


class Normaliser:
    def __init__(self, eps, centre):
        self.eps = eps
        self.centre = centre

    def shift(self, row):
        if self.centre:
            row = row - jnp.mean(row)
        return row

    def scale(self, row):
        return row / (jnp.linalg.norm(row) + self.eps)

    def pin(self, row):
        row[0] = 0.0
        return row

    def run(self, rows):
        rows = map_rows(self.shift, rows)
        rows = map_rows(self.scale, rows)
        return map_rows(self.pin, rows)


rows = jnp.array([[1.0, 2.0, 3.0], [4.0, 0.0, -1.0]])
print(Normaliser(1e-6, True).run(rows))
