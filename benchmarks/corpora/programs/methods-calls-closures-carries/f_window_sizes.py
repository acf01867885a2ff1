"""Multi-scale moving averages of a signal."""
import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnums=1)
def multi_average(signal, widths):
    outs = []
    for w in widths:
        kernel = jnp.ones(w) / w
        outs.append(jnp.convolve(signal, kernel, mode="same"))
    return jnp.stack(outs)


signal = jnp.sin(jnp.linspace(0.0, 6.0, 32))
print(multi_average(signal, [2, 4, 8]).shape)
