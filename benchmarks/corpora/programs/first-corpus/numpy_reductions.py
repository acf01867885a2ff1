"""Summary statistics written with numpy reductions inside a compiled function."""

import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def summarize(x):
    total = np.sum(x)
    mean = np.mean(x, axis=0)
    peak = np.max(x)
    flat = np.reshape(x, (-1,))
    return total, mean, peak, flat.shape[0]


if __name__ == "__main__":
    x = jnp.arange(12.0).reshape(3, 4)
    total, mean, peak, n = summarize(x)
    print(total, mean, peak, n)
