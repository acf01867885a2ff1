"""Greedy decoding from a toy bigram model."""

import jax
import jax.numpy as jnp

EOS = 0
STOP_TOKENS = [EOS, 7]


def next_token(table, tok):
    return jnp.argmax(table[tok])


@jax.jit
def decode(table, start):
    out = [start]
    tok = start
    for _ in range(8):
        tok = next_token(table, tok)
        out.append(tok)
        if tok in STOP_TOKENS:
            break
    return jnp.stack(out)


if __name__ == "__main__":
    table = jax.random.normal(jax.random.PRNGKey(0), (10, 10))
    print(decode(table, jnp.array(3)))
