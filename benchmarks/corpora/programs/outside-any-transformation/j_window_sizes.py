"""Moving averages of a signal over several window sizes."""
from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


@partial(jax.jit, static_argnames=("sizes",))
def moving_averages(signal, sizes):
    outs = []
    for s in sizes:
        kernel = jnp.ones(s) / s
        outs.append(jnp.convolve(signal, kernel, mode="same"))
    return jnp.stack(outs)


def summarise(signal, max_window):
    sizes = np.arange(1, max_window + 1, 2)
    avgs = moving_averages(signal, sizes=sizes)
    return avgs.mean(axis=1)


signal = jnp.sin(jnp.linspace(0.0, 6.0, 40))
print(summarise(signal, 7))
