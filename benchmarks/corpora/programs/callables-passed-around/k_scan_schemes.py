"""Time stepping with two schemes driven by the same scan helper."""
import jax
import jax.numpy as jnp
from jax import lax


def make_step(substeps, scheme):
    dt = 0.1 / substeps

    def step(state, force):
        for _ in range(substeps):
            if scheme == "explicit":
                state = state + dt * (force - state)
            else:
                state = (state + dt * force) / (1.0 + dt)
        return state, jnp.sum(state)
    return step


def integrate(step, init, forces):
    final, trace = lax.scan(step, init, forces)
    return final, trace


@jax.jit
def compare(init, forces):
    a, ta = integrate(make_step(2, "explicit"), init, forces)
    b, tb = integrate(make_step(5, "implicit"), init, forces)
    return a - b, ta - tb


init = jnp.zeros(3)
forces = jnp.ones((6, 3)) * jnp.arange(6.0)[:, None]
print(compare(init, forces))
