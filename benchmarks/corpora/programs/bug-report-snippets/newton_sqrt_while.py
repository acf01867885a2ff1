import jax
import jax.numpy as jnp


@jax.jit
def newton_sqrt(a, tol=1e-6, max_iter=50):
    """Solve x**2 = a with Newton's method."""
    x = jnp.where(a > 1.0, a / 2.0, 1.0)
    i = 0
    residual = x * x - a
    while jnp.abs(residual) > tol and i < max_iter:
        x = x - residual / (2.0 * x)
        residual = x * x - a
        i += 1
    return x


values = jnp.array([2.0, 9.0, 0.25, 1e4])
print(jax.vmap(newton_sqrt)(values))
