"""Per-row feature extraction mapped over a batch."""
import jax
import jax.numpy as jnp


def over_rows(fn, batch):
    return jax.vmap(fn)(batch)


def row_features(row):
    n = row.shape[0]
    first = jnp.asarray(row[0], dtype=jnp.int32)
    return jnp.array([row.mean(), row.max() - row.min(), row[first % n]])


def main():
    batch = jnp.array([[1.0, 3.0, 2.0], [0.0, 5.0, 1.0], [2.0, 2.0, 2.0]])
    feats = over_rows(row_features, batch)
    print(feats.shape, feats)


main()
