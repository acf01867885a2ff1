"""Equinox MLP with its depth stored as a static field."""
import equinox as eqx
import jax
import jax.numpy as jnp


class MLP(eqx.Module):
    layers: list
    depth: int = eqx.field(static=True)
    activation: str = eqx.field(static=True)

    def __init__(self, sizes, key, activation="tanh"):
        keys = jax.random.split(key, len(sizes) - 1)
        self.layers = [jax.random.normal(k, (m, n)) * 0.1 for k, m, n in zip(keys, sizes[:-1], sizes[1:])]
        self.depth = len(self.layers)
        self.activation = activation

    def __call__(self, x):
        act = jnp.tanh if self.activation == "tanh" else jax.nn.relu
        for i in range(self.depth):
            x = x @ self.layers[i]
            if i < self.depth - 1:
                x = act(x)
        return x


@eqx.filter_jit
def predict(model, x):
    return model(x)


x = jnp.ones((3, 4))
for seed in range(2):
    model = MLP([4, 8, 2], jax.random.PRNGKey(seed))
    print(predict(model, x).shape)
print(predict(MLP([4, 2], jax.random.PRNGKey(9), activation="relu"), x))
