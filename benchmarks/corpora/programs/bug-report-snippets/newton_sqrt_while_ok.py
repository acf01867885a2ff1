import jax
import jax.numpy as jnp
from jax import lax


@jax.jit
def newton_sqrt(a, tol=1e-6, max_iter=50):
    """Solve x**2 = a with Newton's method."""
    x0 = jnp.where(a > 1.0, a / 2.0, 1.0)

    def cond_fun(state):
        x, i = state
        return (jnp.abs(x * x - a) > tol) & (i < max_iter)

    def body_fun(state):
        x, i = state
        residual = x * x - a
        return x - residual / (2.0 * x), i + 1

    x, _ = lax.while_loop(cond_fun, body_fun, (x0, 0))
    return x


values = jnp.array([2.0, 9.0, 0.25, 1e4])
print(jax.vmap(newton_sqrt)(values))
