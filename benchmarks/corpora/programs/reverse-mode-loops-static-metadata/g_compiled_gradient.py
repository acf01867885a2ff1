"""A compiled gradient of a smoothed objective."""
import jax
import jax.numpy as jnp
from jax import lax


def smoothed(params, data, passes):
    def body(_, acc):
        return 0.5 * acc + 0.5 * jnp.tanh(params * data)

    out = lax.fori_loop(0, passes, body, jnp.zeros_like(data))
    return jnp.sum(out**2)


grad_fn = jax.jit(jax.grad(smoothed))
params = jnp.array([0.5, -1.0, 2.0])
data = jnp.array([1.0, 0.5, -0.5])
print(grad_fn(params, data, 3))
