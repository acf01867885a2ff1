"""Equinox model with a dropout layer switched by an inference flag."""

import equinox as eqx
import jax
import jax.numpy as jnp


class Net(eqx.Module):
    l1: eqx.nn.Linear
    l2: eqx.nn.Linear
    dropout: eqx.nn.Dropout
    n_classes: int = eqx.field(static=True)

    def __init__(self, n_in, n_hidden, n_classes, key):
        k1, k2 = jax.random.split(key)
        self.l1 = eqx.nn.Linear(n_in, n_hidden, key=k1)
        self.l2 = eqx.nn.Linear(n_hidden, n_classes, key=k2)
        self.dropout = eqx.nn.Dropout(0.3)
        self.n_classes = n_classes

    def __call__(self, x, key=None, inference=False):
        h = jax.nn.relu(self.l1(x))
        h = self.dropout(h, key=key, inference=inference)
        return self.l2(h)


@eqx.filter_jit
def loss(model, x, y, key, inference):
    keys = jax.random.split(key, x.shape[0])
    logits = jax.vmap(lambda xi, ki: model(xi, ki, inference))(x, keys)
    onehot = jax.nn.one_hot(y, model.n_classes)
    return -jnp.mean(jnp.sum(onehot * jax.nn.log_softmax(logits), axis=-1))


if __name__ == "__main__":
    model = Net(4, 16, 3, jax.random.PRNGKey(0))
    x = jax.random.normal(jax.random.PRNGKey(1), (8, 4))
    y = jnp.arange(8) % 3
    print(loss(model, x, y, jax.random.PRNGKey(2), False))
    print(loss(model, x, y, jax.random.PRNGKey(2), True))
