"""Greedy decoding step that looks up the next token string."""

import jax
import jax.numpy as jnp

VOCAB = ["<pad>", "the", "cat", "sat", "on", "mat", "<eos>"]


def project(hidden, embedding):
    return hidden @ embedding.T


@jax.jit
def next_token(hidden, embedding):
    logits = project(hidden, embedding)
    token_id = int(jnp.argmax(logits))
    return token_id, logits[token_id]


def decode(hidden_states, embedding):
    words = []
    for h in hidden_states:
        tid, _ = next_token(h, embedding)
        words.append(VOCAB[tid])
    return " ".join(words)


if __name__ == "__main__":
    key = jax.random.PRNGKey(2)
    k1, k2 = jax.random.split(key)
    embedding = jax.random.normal(k1, (len(VOCAB), 8))
    hidden_states = jax.random.normal(k2, (4, 8))
    print(decode(hidden_states, embedding))
