"""Element-wise square root by Newton's method, vectorised with vmap."""
import jax
import jax.numpy as jnp

TOL = 1e-6


def newton_sqrt(a):
    y = jnp.maximum(a, 1.0)
    while jnp.abs(y * y - a) > TOL * a:
        y = 0.5 * (y + a / y)
    return y


@jax.jit
def batched_sqrt(values):
    return jax.vmap(newton_sqrt)(values)


values = jnp.array([2.0, 9.0, 0.25, 100.0])
print(batched_sqrt(values))
print(jnp.sqrt(values))
