"""Power iteration with a run-time number of steps, and a differentiable variant."""
import jax
import jax.numpy as jnp
from jax import lax


@jax.jit
def power_iter(a, n_steps):
    def body(_, v):
        v = a @ v
        return v / jnp.linalg.norm(v)

    v = lax.fori_loop(0, n_steps, body, jnp.ones(a.shape[0]))
    return v @ a @ v


def rayleigh(a, v0, n_steps):
    def body(_, v):
        v = a @ v
        return v / jnp.linalg.norm(v)

    v = lax.fori_loop(0, n_steps, body, v0)
    return v @ a @ v


a = jnp.array([[2.0, 1.0], [1.0, 3.0]])
print(power_iter(a, 25))
print(power_iter(a, jnp.array(40)))
print(jax.grad(rayleigh)(a, jnp.array([1.0, 0.0]), 10))
