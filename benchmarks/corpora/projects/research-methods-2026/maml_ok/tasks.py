import jax
import jax.numpy as jnp


def sample_sinusoid_tasks(key, n_tasks, k_support, k_query):
    ka, kp, kx = jax.random.split(key, 3)
    amp = jax.random.uniform(ka, (n_tasks, 1), minval=0.1, maxval=5.0)
    phase = jax.random.uniform(kp, (n_tasks, 1), minval=0.0, maxval=jnp.pi)
    x = jax.random.uniform(kx, (n_tasks, k_support + k_query), minval=-5.0, maxval=5.0)
    y = amp * jnp.sin(x - phase)
    return x[:, :k_support], y[:, :k_support], x[:, k_support:], y[:, k_support:]
