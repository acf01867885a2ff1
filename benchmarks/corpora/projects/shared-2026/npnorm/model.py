import equinox as eqx
import jax

from . import layers


class Net(eqx.Module):
    hidden: layers.NormedLinear
    out: eqx.nn.Linear

    def __init__(self, n_in, width, n_out, key):
        k1, k2 = jax.random.split(key)
        self.hidden = layers.NormedLinear(n_in, width, k1)
        self.out = eqx.nn.Linear(width, n_out, key=k2)

    def __call__(self, x):
        return self.out(jax.nn.silu(self.hidden(x)))
