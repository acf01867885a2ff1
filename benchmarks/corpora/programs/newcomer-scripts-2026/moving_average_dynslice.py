import jax
import jax.numpy as jnp
import numpy as np
from jax import lax

WINDOW = 7


def window_mean(x, start, w):
    return lax.dynamic_slice(x, (start,), (w,)).mean()


def moving_average(x):
    n_out = x.shape[0] - WINDOW + 1
    out = jnp.zeros(n_out)

    def body(i, out):
        return out.at[i].set(window_mean(x, i, WINDOW))

    return lax.fori_loop(0, n_out, body, out)


prices = 100 + np.cumsum(np.random.default_rng(5).normal(0, 1, 250))
prices = jnp.array(prices, dtype=jnp.float32)
ma = moving_average(prices)
print("last price:", float(prices[-1]))
print("last 7-day average:", float(ma[-1]))
print("check with numpy:", np.convolve(np.asarray(prices), np.ones(WINDOW) / WINDOW, "valid")[-1])
