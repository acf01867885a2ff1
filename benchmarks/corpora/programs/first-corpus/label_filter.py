"""Count the examples whose label is in a set of target classes."""

import jax
import jax.numpy as jnp

TARGETS = [2, 5, 7]


def is_target(label):
    return label in TARGETS


@jax.jit
def count_targets(labels):
    return jnp.sum(jax.vmap(lambda lab: jnp.asarray(is_target(lab), jnp.int32))(labels))


if __name__ == "__main__":
    labels = jnp.array([1, 2, 3, 5, 7, 7, 0])
    print(count_targets(labels))
