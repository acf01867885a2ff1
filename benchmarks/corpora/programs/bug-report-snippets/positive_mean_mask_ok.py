import jax
import jax.numpy as jnp


@jax.jit
def masked_stats(activations):
    """Mean and count of the units that fired (positive activations)."""
    fired = activations > 0
    n_active = fired.sum()
    total = jnp.where(fired, activations, 0.0).sum()
    return total / jnp.maximum(n_active, 1), n_active


key = jax.random.PRNGKey(1)
hidden = jax.nn.relu(jax.random.normal(key, (128,)) - 0.2)
mean_active, n_active = masked_stats(hidden)
print(f"mean activation {mean_active:.3f} over {n_active} units")
