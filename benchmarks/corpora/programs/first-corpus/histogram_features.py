"""Histogram features of an embedding, computed with numpy for binning."""

import jax
import jax.numpy as jnp
import numpy as np

BINS = np.linspace(-3.0, 3.0, 7)


def embed(w, x):
    return jnp.tanh(x @ w) * 3.0


@jax.jit
def histogram(w, x):
    z = embed(w, x)
    counts, _ = np.histogram(np.asarray(z), bins=BINS)
    return jnp.asarray(counts)


if __name__ == "__main__":
    key = jax.random.PRNGKey(0)
    w = jax.random.normal(key, (4, 3))
    x = jax.random.normal(jax.random.PRNGKey(1), (32, 4))
    print(histogram(w, x))
