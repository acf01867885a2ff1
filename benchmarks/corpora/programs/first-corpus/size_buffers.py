"""Scratch buffers sized from an input's size and shape."""

import jax
import jax.numpy as jnp


@jax.jit
def scratch(x):
    flat = jnp.zeros(x.size)
    by_len = jnp.ones(len(x))
    by_fn = jnp.zeros(jnp.size(x))
    smallest = min(x.shape)
    square = jnp.eye(smallest)
    return flat.shape, by_len.sum(), by_fn.shape, square.trace()


def describe(batch):
    for x in batch:
        shape, total, shape2, trace = scratch(x)
        print(shape, total, shape2, trace)


if __name__ == "__main__":
    describe([jnp.ones((3, 5)), jnp.ones((4, 2))])
