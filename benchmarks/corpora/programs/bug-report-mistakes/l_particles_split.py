"""Monte Carlo estimate of E[sin(x)] under a Gaussian using independent particles."""
import jax
import jax.numpy as jnp


def sample_one(key, mean, std):
    return mean + std * jax.random.normal(key)


@jax.jit
def estimate(key, num_particles, mean, std):
    keys = jax.random.split(key, num_particles)
    samples = jax.vmap(sample_one, in_axes=(0, None, None))(keys, mean, std)
    return jnp.mean(jnp.sin(samples)), jnp.std(jnp.sin(samples))


key = jax.random.PRNGKey(0)
for n in (16, 64):
    m, s = estimate(key, n, 0.5, 1.0)
    print(n, float(m), float(s))
