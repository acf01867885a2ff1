"""Entropy of categorical distributions in bits."""
import math

import jax
import jax.numpy as jnp


def entropy_bits(probs):
    p = jnp.clip(probs, 1e-12, 1.0)
    nats = -jnp.sum(p * jnp.log(p))
    return nats / math.log(2.0)


def perplexity(probs):
    h = entropy_bits(probs)
    return 2.0 ** h


@jax.jit
def batch_stats(logits, temperature):
    probs = jax.nn.softmax(logits / temperature, axis=-1)
    ent = jax.vmap(entropy_bits)(probs)
    scale = math.sqrt(temperature)
    return ent.mean() * scale, jax.vmap(perplexity)(probs).max()


if __name__ == "__main__":
    logits = jax.random.normal(jax.random.PRNGKey(0), (10, 5))
    print(batch_stats(logits, 2.0))
