import equinox as eqx
import jax

from . import layers, util


class Net(eqx.Module):
    inp: eqx.nn.Linear
    blocks: list
    out: eqx.nn.Linear
    depth: int = eqx.field(static=True)

    def __init__(self, hp, key):
        k1, k2, k3 = jax.random.split(key, 3)
        self.inp = eqx.nn.Linear(hp.in_dim, hp.width, key=k1)
        self.blocks = layers.make_stack(hp.width, hp.depth, hp.activation, k2)
        self.out = eqx.nn.Linear(hp.width, hp.out_dim, key=k3)
        self.depth = hp.depth

    def __call__(self, x, gain):
        h = self.inp(x)
        for i in range(self.depth):
            h = self.blocks[i](h, gain=util.rescale(gain, 1.0 / self.depth))
        return self.out(h)
