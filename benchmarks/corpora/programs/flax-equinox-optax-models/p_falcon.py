"""Regression with a flax TrainState and best-checkpoint tracking."""

import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state


class Regressor(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.tanh(nn.Dense(16)(x))
        return nn.Dense(1)(x).squeeze(-1)


@jax.jit
def train_step(state, best_params, best_loss, x, y):
    def loss_fn(params):
        pred = state.apply_fn({"params": params}, x)
        return jnp.mean((pred - y) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    if loss < best_loss:
        best_params, best_loss = state.params, loss
    state = state.apply_gradients(grads=grads)
    return state, best_params, best_loss


model = Regressor()
x = jnp.linspace(-2.0, 2.0, 32).reshape(16, 2)
y = jnp.sin(x[:, 0]) + 0.5 * x[:, 1]
params = model.init(jax.random.key(0), x)["params"]
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(1e-2))
best_params, best_loss = params, jnp.inf
for _ in range(5):
    state, best_params, best_loss = train_step(state, best_params, best_loss, x, y)
print(float(best_loss))
