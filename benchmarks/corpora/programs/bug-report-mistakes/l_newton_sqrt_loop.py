"""Element-wise square root by Newton's method, vectorised with vmap."""
import jax
import jax.numpy as jnp
from jax import lax

TOL = 1e-6
MAX_ITERS = 50


def newton_sqrt(a):
    def not_converged(state):
        y, it = state
        return (jnp.abs(y * y - a) > TOL * a) & (it < MAX_ITERS)

    def newton_update(state):
        y, it = state
        return 0.5 * (y + a / y), it + 1

    y0 = lax.cond(a > 1.0, lambda: a, lambda: jnp.ones_like(a))
    y, _ = lax.while_loop(not_converged, newton_update, (y0, 0))
    return y


@jax.jit
def batched_sqrt(values):
    return jax.vmap(newton_sqrt)(values)


values = jnp.array([2.0, 9.0, 0.25, 100.0])
print(batched_sqrt(values))
print(jnp.sqrt(values))
