import equinox as eqx
import jax
import jax.numpy as jnp

from . import equilibrium


class DEQ(eqx.Module):
    w_z: eqx.nn.Linear
    w_x: eqx.nn.Linear
    head: eqx.nn.Linear
    dropout: eqx.nn.Dropout
    max_iter: int = eqx.field(static=True)
    tol: float = eqx.field(static=True)
    d_z: int

    def __init__(self, cfg, key):
        k1, k2, k3 = jax.random.split(key, 3)
        self.w_z = eqx.nn.Linear(cfg.d_z, cfg.d_z, key=k1)
        self.w_x = eqx.nn.Linear(cfg.d_in, cfg.d_z, key=k2)
        self.head = eqx.nn.Linear(cfg.d_z, cfg.classes, key=k3)
        self.dropout = eqx.nn.Dropout(cfg.dropout)
        self.max_iter = cfg.max_iter
        self.tol = cfg.tol
        self.d_z = cfg.d_z

    def cell(self, z, x):
        return jnp.tanh(0.5 * self.w_z(z) + self.w_x(x))

    def __call__(self, x, key=None):
        z0 = jnp.zeros((self.d_z,))
        z_star, _ = equilibrium.solve(jax.lax.stop_gradient(self).cell, x, z0, self.max_iter, self.tol)
        z = equilibrium.unrolled(self.cell, x, z_star, 2)
        if key is None:
            return self.head(z)
        return self.head(self.dropout(z, key=key))
