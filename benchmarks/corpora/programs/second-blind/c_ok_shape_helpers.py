"""Batch preparation using only static shape information."""
import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def add_bias_column(x):
    ones = jnp.ones(len(x))
    return jnp.column_stack([x, ones])


@jax.jit
def center_and_pad(x):
    n = x.size
    flat = x.reshape(-1) - x.mean()
    pad = jnp.zeros(int(np.prod(x.shape)) - n + 2)
    out = jnp.concatenate([flat, pad])
    buf = np.ones(x.shape)
    return out, x * buf


@jax.jit
def square_crop(img):
    side = min(img.shape)
    if img.shape[0] > side:
        img = img[:side]
    return img[:, :side]


if __name__ == "__main__":
    x = jnp.arange(12.0).reshape(4, 3)
    print(add_bias_column(x).shape)
    out, scaled = center_and_pad(x)
    print(out.shape, scaled.shape, square_crop(x).shape)
