import jax
import jax.numpy as jnp


def nansum(x):
    mask = ~jnp.isnan(x)
    x_without_nans = x[mask]
    return x_without_nans.sum()


@jax.jit
def robust_mean(x):
    count = jnp.sum(~jnp.isnan(x))
    return nansum(x) / count


x = jnp.array([1.0, 2.0, jnp.nan, 3.0, 4.0])
print(nansum(x))
print(robust_mean(x))
