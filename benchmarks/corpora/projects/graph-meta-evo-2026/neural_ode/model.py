import equinox as eqx

from .field import VectorField
from .solver import odeint


class NeuralODE(eqx.Module):
    field: VectorField
    n_steps: int = eqx.field(static=True)

    def __init__(self, dim, hidden, n_steps, key):
        self.field = VectorField(dim, hidden, key)
        self.n_steps = n_steps

    def __call__(self, y0, t_span):
        params, static = eqx.partition(self.field, eqx.is_array)
        t0, t1 = t_span[0], t_span[1]
        dt = (t1 - t0) / self.n_steps
        return odeint(static, self.n_steps, dt, y0, t0, params)
