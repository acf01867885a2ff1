import jax
import jax.numpy as jnp
from jax import lax


def make_solver(stepper):
    @jax.jit
    def solve(u0, times):
        def body(u, dt):
            u = stepper.advance(u, dt)
            return u, u

        _, traj = lax.scan(body, u0, jnp.diff(times))
        return jnp.concatenate([u0[None], traj])

    return solve
