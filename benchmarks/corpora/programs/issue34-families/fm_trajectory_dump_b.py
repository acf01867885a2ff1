import io

import jax
import jax.numpy as jnp
import numpy as np


def leapfrog(q, p, dt, n_steps):
    def step(carry, _):
        q, p = carry
        p = p - 0.5 * dt * q
        q = q + dt * p
        p = p - 0.5 * dt * q
        return (q, p), q
    (q, p), traj = jax.lax.scan(step, (q, p), None, length=n_steps)
    return q, p, traj


@jax.jit
def simulate(q0, p0):
    return leapfrog(q0, p0, 0.05, 100)


q, p, traj = simulate(jnp.array([1.0, 0.0]), jnp.array([0.0, 1.0]))
buf = io.BytesIO()
np.save(buf, traj)
print("energy:", float(0.5 * (q @ q + p @ p)), "saved bytes:", buf.tell())
