"""An equinox MLP whose activation is chosen by name, trained with filter_grad."""

import equinox as eqx
import jax
import jax.numpy as jnp


class MLP(eqx.Module):
    layers: list
    activation: str = eqx.field(static=True)

    def __init__(self, sizes, activation, key):
        keys = jax.random.split(key, len(sizes) - 1)
        self.layers = [eqx.nn.Linear(a, b, key=k) for a, b, k in zip(sizes[:-1], sizes[1:], keys)]
        self.activation = activation

    def __call__(self, x):
        for layer in self.layers[:-1]:
            x = layer(x)
            if self.activation == "relu":
                x = jax.nn.relu(x)
            elif self.activation == "gelu":
                x = jax.nn.gelu(x)
            else:
                x = jnp.tanh(x)
        return self.layers[-1](x)


def loss_fn(model, x, y):
    pred = jax.vmap(model)(x)
    return jnp.mean((pred - y) ** 2)


@eqx.filter_jit
def train_step(model, x, y, lr):
    grads = eqx.filter_grad(loss_fn)(model, x, y)
    updates = jax.tree_util.tree_map(lambda g: -lr * g, grads)
    return eqx.apply_updates(model, updates)


if __name__ == "__main__":
    key = jax.random.PRNGKey(0)
    model = MLP([2, 32, 1], "gelu", key)
    x = jax.random.normal(jax.random.PRNGKey(1), (64, 2))
    y = jnp.sin(x[:, :1]) + x[:, 1:]
    for _ in range(20):
        model = train_step(model, x, y, 0.05)
    print(loss_fn(model, x, y))
