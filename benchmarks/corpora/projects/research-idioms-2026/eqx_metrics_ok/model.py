import equinox as eqx
import jax


class Classifier(eqx.Module):
    mlp: eqx.nn.MLP

    def __init__(self, in_dim, n_classes, key):
        self.mlp = eqx.nn.MLP(in_dim, n_classes, width_size=32, depth=2, activation=jax.nn.gelu, key=key)

    def __call__(self, x):
        return self.mlp(x)
