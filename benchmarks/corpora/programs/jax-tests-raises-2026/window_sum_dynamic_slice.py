"""Moving-window totals of a 1-D signal computed in a fori_loop.

After tests/lax_test.py, testDynamicSliceInDim.
"""
import jax.numpy as jnp
from jax import lax


def moving_window_totals(signal, width):
    n_windows = signal.shape[0] - width + 1

    def body(i, totals):
        window = lax.dynamic_slice_in_dim(signal, i, width)
        return totals.at[i].set(window.sum())

    return lax.fori_loop(0, n_windows, body, jnp.zeros(n_windows))


signal = jnp.sin(jnp.linspace(0.0, 6.0, 32))
print(moving_window_totals(signal, 4))
