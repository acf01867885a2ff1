"""GRU sequence classifier (one example at a time; vmap for batches)."""
import equinox as eqx
import jax
import jax.numpy as jnp


class GRUClassifier(eqx.Module):
    cell: eqx.nn.GRUCell
    head: eqx.nn.Linear
    hidden: int = eqx.field(static=True)

    def __init__(self, n_features, hidden, n_classes, key):
        k1, k2 = jax.random.split(key)
        self.cell = eqx.nn.GRUCell(n_features, hidden, key=k1)
        self.head = eqx.nn.Linear(hidden, n_classes, key=k2)
        self.hidden = hidden

    def __call__(self, xs, length):
        h = jnp.zeros(self.hidden)
        for t in range(xs.shape[0]):
            h_new = self.cell(xs[t], h)
            h = jnp.where(t < length, h_new, h)
        return self.head(h)
