import jax
import jax.numpy as jnp
from jax import lax

WINDOW = 5


def moving_average(signal):
    n_out = signal.shape[0] - WINDOW + 1

    def step(carry, t):
        window = lax.dynamic_slice(signal, (t,), (WINDOW,))
        return carry, window.mean()

    _, averages = lax.scan(step, None, jnp.arange(n_out))
    return averages


t = jnp.linspace(0.0, 4.0 * jnp.pi, 64)
noisy = jnp.sin(t) + 0.1 * jax.random.normal(jax.random.PRNGKey(0), t.shape)
smooth = jax.jit(moving_average)(noisy)
print(smooth.shape, smooth[:4])
