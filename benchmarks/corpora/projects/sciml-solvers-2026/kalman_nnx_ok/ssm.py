import jax.numpy as jnp
from flax import nnx


def constant_velocity(dt, q, r):
    f = jnp.array([[1.0, dt], [0.0, 1.0]])
    qm = q * jnp.array([[dt ** 3 / 3.0, dt ** 2 / 2.0], [dt ** 2 / 2.0, dt]])
    h = jnp.array([[1.0, 0.0]])
    rm = r * jnp.eye(1)
    return f, qm, h, rm


class TrackingModel(nnx.Module):
    def __init__(self, dt, q0, r0):
        self.dt = dt
        self.log_q = nnx.Param(jnp.log(jnp.asarray(q0, jnp.float32)))
        self.log_r = nnx.Param(jnp.log(jnp.asarray(r0, jnp.float32)))
        self.m0 = jnp.zeros(2)
        self.p0 = 10.0 * jnp.eye(2)

    def noise_levels(self):
        return jnp.exp(self.log_q[...]), jnp.exp(self.log_r[...])

    def matrices(self):
        q, r = self.noise_levels()
        return constant_velocity(self.dt, q, r)
