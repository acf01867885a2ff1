import equinox as eqx
import jax
import jax.numpy as jnp

from . import solver


class VectorField(eqx.Module):
    mlp: eqx.nn.MLP

    def __init__(self, dim, width, depth, key):
        self.mlp = eqx.nn.MLP(dim, dim, width, depth, activation=jax.nn.softplus, key=key)

    def __call__(self, y):
        return self.mlp(y)


class NeuralODE(eqx.Module):
    field: VectorField
    t1: float
    dt: float

    def __init__(self, h, key):
        self.field = VectorField(h.state_dim, h.width, h.depth, key)
        self.t1 = h.t1
        self.dt = h.dt

    def __call__(self, y0):
        return solver.rollout(self.field, y0, self.t1, self.dt)
