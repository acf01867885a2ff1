import jax
import jax.numpy as jnp
from jax import lax


def make_solver(step, n_steps):
    body = jax.checkpoint(lambda i, u: step(u))

    @jax.jit
    def run(u0):
        return lax.fori_loop(0, n_steps, body, u0)

    def heat_content_grad(amp, profile):
        return jax.grad(lambda a: jnp.sum(run(a * profile) ** 2))(amp)

    return run, heat_content_grad
