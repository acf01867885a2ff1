"""Moving-window maximum of a price series computed with lax.scan."""
import jax
import jax.numpy as jnp
from jax import lax


def window_max(prices, width):
    n_out = prices.shape[0] - width + 1

    def body(carry, i):
        window = prices[i:i + width]
        return carry, window.max()

    _, out = lax.scan(body, None, jnp.arange(n_out))
    return out


if __name__ == "__main__":
    key = jax.random.key(5)
    steps = jax.random.normal(key, (30,))
    prices = 100.0 + jnp.cumsum(steps)
    peaks = window_max(prices, 5)
    print("window maxima:", peaks[:6])
