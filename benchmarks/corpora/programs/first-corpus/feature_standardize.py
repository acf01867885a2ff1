"""Standardize feature vectors before feeding them to a linear probe."""

import jax
import jax.numpy as jnp


def safe_normalize(v, eps=1e-6):
    norm = jnp.linalg.norm(v)
    if norm > eps:
        return v / norm
    return v


def center(batch):
    return batch - batch.mean(axis=0, keepdims=True)


@jax.jit
def preprocess(batch, weights):
    centered = center(batch)
    direction = safe_normalize(weights)
    return centered @ direction


def main():
    key = jax.random.PRNGKey(0)
    k1, k2 = jax.random.split(key)
    batch = jax.random.normal(k1, (16, 8))
    weights = jax.random.normal(k2, (8,))
    scores = preprocess(batch, weights)
    print("scores", scores.shape, float(scores.mean()))


if __name__ == "__main__":
    main()
