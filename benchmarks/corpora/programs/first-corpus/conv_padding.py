"""1-D convolution that pads short inputs to the kernel length."""

import jax
import jax.numpy as jnp


def pad_to_kernel(x, k):
    if x.shape[0] < k:
        x = jnp.pad(x, (0, k - x.shape[0]))
    return x


@jax.jit
def conv1d(x, kernel):
    k = kernel.shape[0]
    x = pad_to_kernel(x, k)
    if x.ndim == 1:
        return jnp.convolve(x, kernel, mode="valid")
    return jax.vmap(lambda row: jnp.convolve(row, kernel, mode="valid"))(x)


if __name__ == "__main__":
    kernel = jnp.array([0.25, 0.5, 0.25])
    print(conv1d(jnp.array([1.0, 2.0]), kernel))
    print(conv1d(jnp.arange(12.0).reshape(2, 6), kernel).shape)
