"""Greedy decoding of a toy model's logits into words."""
import jax
import jax.numpy as jnp

VOCAB = {0: "<pad>", 1: "the", 2: "cat", 3: "sat", 4: "down"}


@jax.jit
def logits_for(state, emb):
    return emb @ state


def decode(states, emb):
    words = []
    for s in states:
        tok = jnp.argmax(logits_for(s, emb))
        words.append(VOCAB[tok])
    return " ".join(words)


def main():
    key = jax.random.PRNGKey(1)
    emb = jax.random.normal(key, (5, 3))
    states = jax.random.normal(jax.random.PRNGKey(2), (4, 3))
    print(decode(states, emb))


main()
