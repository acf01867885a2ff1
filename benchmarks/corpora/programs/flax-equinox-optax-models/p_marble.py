"""Equinox MLP regressor trained with optax."""

import equinox as eqx
import jax
import jax.numpy as jnp
import optax


class Regressor(eqx.Module):
    layers: list
    out_dim: int = eqx.field(static=True)
    activation: str = eqx.field(static=True)

    def __init__(self, in_dim, hidden, out_dim, *, key, activation="tanh"):
        k1, k2 = jax.random.split(key)
        self.layers = [eqx.nn.Linear(in_dim, hidden, key=k1), eqx.nn.Linear(hidden, out_dim, key=k2)]
        self.out_dim = out_dim
        self.activation = activation

    def __call__(self, x):
        h = self.layers[0](x)
        h = jnp.tanh(h) if self.activation == "tanh" else jax.nn.relu(h)
        y = self.layers[1](h)
        return y.reshape(self.out_dim)


@eqx.filter_value_and_grad
def loss_fn(model, x, y):
    pred = jax.vmap(model)(x)
    return jnp.mean((pred - y) ** 2)


@eqx.filter_jit
def train_step(model, opt_state, x, y):
    loss, grads = loss_fn(model, x, y)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    model = eqx.apply_updates(model, updates)
    return model, opt_state, loss


model = Regressor(3, 16, 2, key=jax.random.key(0))
optim = optax.adam(1e-2)
opt_state = optim.init(eqx.filter(model, eqx.is_array))
x = jax.random.normal(jax.random.key(1), (32, 3))
y = jnp.stack([x.sum(-1), x[:, 0] * x[:, 1]], axis=-1)
for _ in range(5):
    model, opt_state, loss = train_step(model, opt_state, x, y)
print(float(loss))
