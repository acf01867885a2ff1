import jax
import jax.numpy as jnp
import equinox as eqx


@eqx.filter_jit
def polynomial(x, degree):
    total = jnp.zeros_like(x)
    for k in range(degree):
        total = total + x ** k
    return total


x = jnp.linspace(0.0, 1.0, 4)
print(polynomial(x, jnp.array(3)))
