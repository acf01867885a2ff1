"""Train the tagger on a toy parity-of-prefix task."""

import jax
import jax.numpy as jnp
import numpy as np
import optax

from tagger import train

VOCAB = 12
TAGS = 3
MAX_LEN = 10


def make_batch(rng, batch):
    tokens = rng.integers(1, VOCAB, size=(batch, MAX_LEN))
    lengths = rng.integers(4, MAX_LEN + 1, size=batch)
    tokens = np.where(np.arange(MAX_LEN)[None, :] < lengths[:, None], tokens, 0)
    tags = tokens % TAGS
    return jnp.asarray(tokens), jnp.asarray(lengths), jnp.asarray(tags)


def main():
    rng = np.random.default_rng(0)
    tokens, lengths, tags = make_batch(rng, 16)
    key = jax.random.key(0)
    model, params = train.create(key, VOCAB, TAGS, tokens, lengths)
    tx = optax.adam(3e-3)
    opt_state = tx.init(params)
    step = train.make_train_step(model, tx)
    for i in range(40):
        tokens, lengths, tags = make_batch(rng, 16)
        key, sub = jax.random.split(key)
        params, opt_state, loss = step(params, opt_state, tokens, lengths, tags, sub)
        if i % 10 == 0:
            print(f"step {i:2d}  loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
