"""Square root by Newton iteration until the residual is small."""
import jax
import jax.numpy as jnp


@jax.jit
def newton_sqrt(a, tol=1e-6):
    x = a
    err = jnp.abs(x * x - a)
    while err > tol:
        x = 0.5 * (x + a / x)
        err = jnp.abs(x * x - a)
    return x


print(newton_sqrt(jnp.float32(2.0)))
