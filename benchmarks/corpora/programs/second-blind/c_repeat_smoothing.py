"""Repeated moving-average smoothing of a time series."""
import jax
import jax.numpy as jnp


def smooth_once(x):
    padded = jnp.pad(x, 1, mode="edge")
    return (padded[:-2] + padded[1:-1] + padded[2:]) / 3.0


@jax.jit
def smooth(x, n_passes):
    for _ in range(n_passes):
        x = smooth_once(x)
    return x


def noisy_series(key, n):
    t = jnp.linspace(0, 4 * jnp.pi, n)
    return jnp.sin(t) + 0.3 * jax.random.normal(key, (n,))


if __name__ == "__main__":
    series = noisy_series(jax.random.PRNGKey(5), 100)
    out = smooth(series, 4)
    print(float(jnp.std(out)))
