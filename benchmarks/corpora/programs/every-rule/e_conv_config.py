"""1-D convolution whose kernel layout is chosen by a static configuration."""
import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames=("padding", "strides"))
def conv1d(x, w, padding, strides):
    return jax.lax.conv_general_dilated(
        x[None, None, :], w[None, None, :], window_strides=strides, padding=padding
    )[0, 0]


def smooth(signal, width):
    kernel = jnp.ones(width) / width
    return conv1d(signal, kernel, padding="SAME", strides=[1])


signal = jnp.sin(jnp.linspace(0.0, 6.0, 40))
print(smooth(signal, 5).shape)
