"""Moving sums and element lookups with runtime offsets."""

import jax
import jax.numpy as jnp
from jax import lax

WINDOW = 3


def moving_sums(x):
    n_out = x.shape[0] - WINDOW + 1

    def body(i, acc):
        window = lax.dynamic_slice(x, (i,), (WINDOW,))
        return acc.at[i].set(window.sum() + x[i] * 0.0)

    return lax.fori_loop(0, n_out, body, jnp.zeros(n_out))


@jax.jit
def smooth(x, offset):
    sums = moving_sums(x) / WINDOW
    return sums, sums[offset], lax.dynamic_slice_in_dim(sums, offset, 2)


if __name__ == "__main__":
    print(smooth(jnp.arange(10.0), 2))
