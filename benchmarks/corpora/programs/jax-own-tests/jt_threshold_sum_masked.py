import jax
import jax.numpy as jnp


@jax.jit
def excess_mass(x, level):
    return jnp.where(x > level, x - level, 0.0).sum()


x = jnp.array([0.2, 1.5, 3.0, 0.7, 2.2])
print(excess_mass(x, 1.0))
print(jax.grad(excess_mass)(x, 1.0))
