import jax
import jax.numpy as jnp


@jax.jit
def excess_mass(x, level):
    indices = jnp.where(x > level)
    return (x[indices] - level).sum()


x = jnp.array([0.2, 1.5, 3.0, 0.7, 2.2])
print(excess_mass(x, 1.0))
