"""Moving-window maximum with lax.dynamic_slice inside lax.scan."""
from functools import partial

import jax
import jax.numpy as jnp
from jax import lax


@partial(jax.jit, static_argnums=1)
def window_max(prices, width):
    n_out = prices.shape[0] - width + 1  # shape and width are both static

    def body(carry, i):
        window = lax.dynamic_slice(prices, (i,), (width,))
        return carry, window.max()

    _, out = lax.scan(body, None, jnp.arange(n_out))
    return out


if __name__ == "__main__":
    key = jax.random.key(5)
    steps = jax.random.normal(key, (30,))
    prices = 100.0 + jnp.cumsum(steps)
    peaks = window_max(prices, 5)
    print("window maxima:", peaks[:6])
    expected = jnp.stack([prices[i:i + 5].max() for i in range(26)])
    assert jnp.allclose(peaks, expected)
