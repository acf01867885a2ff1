import jax
import jax.numpy as jnp
from flax import nnx


class GRUCell(nnx.Module):
    def __init__(self, in_dim, hidden, rngs):
        self.hidden = hidden
        self.ih = nnx.Linear(in_dim, 3 * hidden, rngs=rngs)
        self.hh = nnx.Linear(hidden, 3 * hidden, use_bias=False, rngs=rngs)

    def __call__(self, h, x):
        ir, iz, i_n = jnp.split(self.ih(x), 3, axis=-1)
        hr, hz, h_n = jnp.split(self.hh(h), 3, axis=-1)
        r = jax.nn.sigmoid(ir + hr)
        z = jax.nn.sigmoid(iz + hz)
        n = jnp.tanh(i_n + r * h_n)
        return (1.0 - z) * n + z * h


class CharGRU(nnx.Module):
    def __init__(self, vocab_size, embed_dim, hidden, num_layers, dropout, rngs):
        self.embed = nnx.Embed(vocab_size, embed_dim, rngs=rngs)
        self.cells = nnx.List(
            [GRUCell(embed_dim if i == 0 else hidden, hidden, rngs) for i in range(num_layers)]
        )
        self.dropout = nnx.Dropout(dropout, rngs=rngs)
        self.head = nnx.Linear(hidden, vocab_size, rngs=rngs)

    def initial_state(self, batch_size):
        return [jnp.zeros((batch_size, cell.hidden)) for cell in self.cells]

    def __call__(self, tokens, state=None):
        batch_size, length = tokens.shape
        x = self.embed(tokens)
        if state is None:
            state = self.initial_state(batch_size)
        outputs = []
        for t in range(length):
            inp = x[:, t]
            new_state = []
            for cell, h in zip(self.cells, state):
                h = cell(h, inp)
                new_state.append(h)
                inp = self.dropout(h)
            state = new_state
            outputs.append(inp)
        return self.head(jnp.stack(outputs, axis=1)), state
