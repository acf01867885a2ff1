"""Local moving average around centre indices using a fixed-size offset window."""
import jax
import jax.numpy as jnp

HALF_WIDTH = 2
MAX_CENTERS = 8


@jax.jit
def local_average(signal, centers):
    n = signal.shape[0]
    offsets = jnp.arange(-HALF_WIDTH, HALF_WIDTH + 1)

    def window_mean(c):
        idx = jnp.clip(c + offsets, 0, n - 1)
        return signal[idx].mean()

    return jax.vmap(window_mean)(centers)


@jax.jit
def evenly_spaced_centers(signal):
    n_keep = min(signal.shape[0], MAX_CENTERS)
    return jnp.arange(n_keep) * (signal.shape[0] // n_keep)


t = jnp.linspace(0.0, 6.0, 40)
signal = jnp.sin(t) + 0.1 * jax.random.normal(jax.random.PRNGKey(0), t.shape)
centers = evenly_spaced_centers(signal)
print("centers:", centers)
print(local_average(signal, centers))
