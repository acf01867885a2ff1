import equinox as eqx
import jax

from . import util


class Residual(eqx.Module):
    lin: eqx.nn.Linear
    act_name: str = eqx.field(static=True)

    def __init__(self, width, act_name, key):
        self.lin = eqx.nn.Linear(width, width, key=key)
        self.act_name = act_name

    def __call__(self, x, gain=1.0):
        return x + util.rescale(util.activation(self.act_name)(self.lin(x)), gain)


def make_stack(width, depth, act_name, key):
    return [Residual(width, act_name, k) for k in util.layer_keys(key, depth)]
