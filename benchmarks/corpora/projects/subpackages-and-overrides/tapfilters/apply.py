"""Compiled application of filters to batches."""

from functools import partial

import jax


@partial(jax.jit, static_argnums=0)
def filter_batch(filt, signals):
    return jax.vmap(filt.forward)(signals)


def cascade(filters, signals):
    for filt in filters:
        signals = filter_batch(filt, signals)
    return signals
