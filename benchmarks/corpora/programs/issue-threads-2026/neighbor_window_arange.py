"""Local moving average around a set of centre indices."""
import jax
import jax.numpy as jnp

HALF_WIDTH = 2


@jax.jit
def local_average(signal, centers):
    n = signal.shape[0]

    def window_mean(c):
        idx = jnp.arange(c - HALF_WIDTH, c + HALF_WIDTH + 1)
        idx = jnp.clip(idx, 0, n - 1)
        return signal[idx].mean()

    return jax.vmap(window_mean)(centers)


t = jnp.linspace(0.0, 6.0, 40)
signal = jnp.sin(t) + 0.1 * jax.random.normal(jax.random.PRNGKey(0), t.shape)
centers = jnp.array([0, 10, 20, 39])
print(local_average(signal, centers))
