"""Add Gaussian noise shaped like the input, then flatten per example."""
import jax
import jax.numpy as jnp


@jax.jit
def noisy_flatten(key, x):
    noise = jax.random.normal(key, shape=x.shape)
    y = x + 0.1 * noise
    return y.reshape(x.shape[0], -1)


x = jnp.ones((4, 2, 3))
print(noisy_flatten(jax.random.PRNGKey(0), x).shape)
