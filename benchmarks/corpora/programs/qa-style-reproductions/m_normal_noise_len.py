"""Draw n Gaussian samples and return their variance."""
import jax
import jax.numpy as jnp


@jax.jit
def sample_var(key, n):
    z = jax.random.normal(key, shape=(n,))
    return jnp.var(z)


print(sample_var(jax.random.PRNGKey(0), 100))
