"""Moving-window statistics over a time series."""
import jax
import jax.numpy as jnp

WIDTH = 5


def window_mean(series, start):
    window = series[start:start + WIDTH]
    return jnp.mean(window)


@jax.jit
def rolling_means(series):
    starts = jnp.arange(series.shape[0] - WIDTH + 1)
    return jax.vmap(lambda s: window_mean(series, s))(starts)


series = jnp.cumsum(jax.random.normal(jax.random.PRNGKey(0), (30,)))
print(rolling_means(series).shape)
