import equinox as eqx
import jax


class VectorField(eqx.Module):
    mlp: eqx.nn.MLP

    def __init__(self, width, depth, key):
        self.mlp = eqx.nn.MLP(2, 2, width, depth, activation=jax.nn.softplus, key=key)

    def __call__(self, t, y):
        return self.mlp(y)
