import jax
import jax.numpy as jnp
import equinox as eqx


class SeqEncoder(eqx.Module):
    cell: eqx.nn.GRUCell
    out: eqx.nn.Linear
    hidden: int = eqx.field(static=True)

    def __init__(self, in_size, hidden, key):
        k1, k2 = jax.random.split(key)
        self.cell = eqx.nn.GRUCell(in_size, hidden, key=k1)
        self.out = eqx.nn.Linear(hidden, 2, key=k2)
        self.hidden = hidden

    def encode(self, xs):
        def step(h, x):
            h = self.cell(x, h)
            return h, h
        _, hs = jax.lax.scan(step, jnp.zeros(self.hidden), xs)
        return hs

    def __call__(self, xs, length):
        hs = self.encode(xs)
        valid = (jnp.arange(hs.shape[0]) < length)[:, None]
        pooled = jnp.sum(hs * valid, axis=0) / jnp.maximum(length, 1)
        return self.out(pooled)


@eqx.filter_jit
def predict(model, batch, lengths):
    return eqx.filter_vmap(model, in_axes=(0, 0))(batch, lengths)


def main():
    model = SeqEncoder(3, 16, key=jax.random.key(0))
    batch = jax.random.normal(jax.random.key(1), (5, 12, 3))
    lengths = jnp.array([12, 7, 3, 9, 12])
    logits = predict(model, batch, lengths)
    print(logits.shape, jnp.argmax(logits, axis=-1))


if __name__ == "__main__":
    main()
