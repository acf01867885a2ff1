"""Flatten convolution outputs before a dense classifier."""

import numpy as np
import jax
import jax.numpy as jnp


def flatten(x):
    batch = x.shape[0]
    return x.reshape(batch, int(np.prod(x.shape[1:])))


def classifier_init(key, feature_shape, n_classes):
    n_in = int(np.prod(feature_shape))
    return jax.random.normal(key, (n_in, n_classes)) * (1.0 / np.sqrt(n_in))


@jax.jit
def logits_fn(w, feats):
    flat = flatten(feats)
    bias = jnp.zeros(np.prod(w.shape[1:]))
    return flat @ w + bias


if __name__ == "__main__":
    feats = jnp.ones((3, 4, 4, 2))
    w = classifier_init(jax.random.PRNGKey(0), feats.shape[1:], 5)
    print(logits_fn(w, feats).shape)
