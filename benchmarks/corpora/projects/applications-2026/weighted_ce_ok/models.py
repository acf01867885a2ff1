import equinox as eqx
import jax


class Classifier(eqx.Module):
    layers: list

    def __init__(self, in_dim, hidden, n_classes, key):
        k1, k2, k3 = jax.random.split(key, 3)
        self.layers = [eqx.nn.Linear(in_dim, hidden, key=k1),
                       eqx.nn.Linear(hidden, hidden, key=k2),
                       eqx.nn.Linear(hidden, n_classes, key=k3)]

    def __call__(self, x):
        for layer in self.layers[:-1]:
            x = jax.nn.relu(layer(x))
        return self.layers[-1](x)
