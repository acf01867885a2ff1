"""Forward-mode Jacobian of a run-time-length recurrence."""
import jax
import jax.numpy as jnp
from jax import lax


@jax.jit
def recur(x, n):
    def body(_, v):
        return jnp.cos(v) + 0.1 * v

    return lax.fori_loop(0, n, body, x)


x = jnp.array([0.3, 0.6, 0.9])
print(jax.jacfwd(recur)(x, 7))
_, tangent = jax.jvp(lambda v: recur(v, 7), (x,), (jnp.ones(3),))
print(tangent)
