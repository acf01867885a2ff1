"""Moving sums over a 1-D signal computed inside a fori_loop."""

import jax
import jax.numpy as jnp
from jax import lax

WINDOW = 3


def moving_sums(x):
    n_out = x.shape[0] - WINDOW + 1

    def body(i, acc):
        window = x[i : i + WINDOW]
        return acc.at[i].set(window.sum())

    return lax.fori_loop(0, n_out, body, jnp.zeros(n_out))


@jax.jit
def smooth(x):
    return moving_sums(x) / WINDOW


if __name__ == "__main__":
    x = jnp.arange(10.0)
    print(smooth(x))
