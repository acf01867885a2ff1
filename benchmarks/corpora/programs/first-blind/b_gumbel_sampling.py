"""Sampling from a categorical distribution with the Gumbel-max trick."""

import jax
import jax.numpy as jnp


def gumbel_max(key, logits, n_samples):
    g = jax.random.gumbel(key, (n_samples,) + logits.shape)
    return jnp.argmax(logits + g, axis=-1)


@jax.jit
def empirical_probs(key, logits):
    samples = gumbel_max(key, logits, 4000)
    return jnp.bincount(samples, length=logits.shape[0]) / samples.shape[0]


if __name__ == "__main__":
    logits = jnp.log(jnp.array([0.1, 0.2, 0.7]))
    key = jax.random.PRNGKey(0)
    for i in range(2):
        key, sub = jax.random.split(key)
        print(empirical_probs(sub, logits))
