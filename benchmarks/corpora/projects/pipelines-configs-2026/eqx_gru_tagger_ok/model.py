"""GRU tagger in equinox, scanning a GRUCell over time."""
import equinox as eqx
import jax
import jax.numpy as jnp


class GRUTagger(eqx.Module):
    cell: eqx.nn.GRUCell
    readout: eqx.nn.Linear
    hidden: int = eqx.field(static=True)

    def __init__(self, in_dim, hidden, num_tags, key):
        k1, k2 = jax.random.split(key)
        self.cell = eqx.nn.GRUCell(in_dim, hidden, key=k1)
        self.readout = eqx.nn.Linear(hidden, num_tags, key=k2)
        self.hidden = hidden

    def __call__(self, xs):
        """xs: [T, F] -> logits [T, num_tags]."""
        def step(h, x):
            h = self.cell(x, h)
            return h, h

        _, hs = jax.lax.scan(step, jnp.zeros((self.hidden,)), xs)
        return jax.vmap(self.readout)(hs)
