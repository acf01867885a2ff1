"""Map values to bucket labels with lax.map over a batch."""

import jax.numpy as jnp
from jax import lax

EDGES = (0.0, 1.0, 2.5, 5.0)


def bucket_of(v):
    idx = int(jnp.searchsorted(jnp.array(EDGES), v))
    return jnp.array(min(idx, len(EDGES) - 1))


def bucketize(values):
    return lax.map(bucket_of, values)


if __name__ == "__main__":
    values = jnp.array([0.5, 1.5, 3.0, 7.0])
    print(bucketize(values))
