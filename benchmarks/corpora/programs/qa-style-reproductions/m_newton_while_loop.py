"""Square root by Newton iteration written with lax.while_loop."""
import jax
import jax.numpy as jnp
from jax import lax


@jax.jit
def newton_sqrt(a, tol=1e-6):
    def cond(x):
        return jnp.abs(x * x - a) > tol

    def body(x):
        return 0.5 * (x + a / x)

    return lax.while_loop(cond, body, a)


print(newton_sqrt(jnp.float32(2.0)))
