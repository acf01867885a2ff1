import jax
import jax.numpy as jnp

from .objective import NOISE_STD


@jax.jit
def predictive(q, x):
    """Closed-form predictive mean and std of y under the mean-field posterior."""
    mean = x @ q["mu"]
    var = (x**2) @ jnp.exp(2 * q["log_sigma"]) + NOISE_STD**2
    return mean, jnp.sqrt(var)


def interval_coverage(q, x, y, z=1.96):
    mean, std = predictive(q, x)
    return float(jnp.mean(jnp.abs(y - mean) <= z * std))
