"""Reset the scores of banned items before ranking."""

import jax
import jax.numpy as jnp


def ban(scores, banned):
    for b in banned:
        scores[b] = -jnp.inf
    return scores


@jax.jit
def rank(scores):
    scores = ban(scores, (0, 3))
    return jnp.argsort(-scores)


if __name__ == "__main__":
    scores = jnp.array([0.9, 0.1, 0.5, 0.8, 0.3])
    print(rank(scores))
