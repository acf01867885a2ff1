"""Sliding-window maximum computed in a fori_loop."""

import jax
import jax.numpy as jnp
from jax import lax


def window_max(x, width):
    n_out = x.shape[0] - width + 1

    def body(i, out):
        window = x[i : i + width]
        return out.at[i].set(window.max())

    return lax.fori_loop(0, n_out, body, jnp.zeros(n_out))


if __name__ == "__main__":
    x = jnp.array([1.0, 3.0, 2.0, 5.0, 4.0, 0.0, 6.0])
    print(jax.jit(window_max, static_argnums=1)(x, 3))
