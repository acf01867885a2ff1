"""Regression with a flax TrainState, running metrics and best-checkpoint tracking."""

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


class RunningMean:
    def __init__(self):
        self.total = 0.0
        self.count = 0

    def update(self, value):
        self.total += float(value)
        self.count += 1

    def compute(self):
        return self.total / max(self.count, 1)


@jax.jit
def train_step(state, best_loss, x, y):
    def loss_fn(params):
        pred = state.apply_fn({"params": params}, x)
        return jnp.mean((pred - y) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    best_loss = jnp.where(loss < best_loss, loss, best_loss)
    state = state.apply_gradients(grads=grads)
    return state, best_loss, {"loss": loss, "grad_norm": optax.global_norm(grads)}


model = Regressor()
x = jnp.linspace(-2.0, 2.0, 32).reshape(16, 2)
y = jnp.sin(x[:, 0]) + 0.5 * x[:, 1]
params = model.init(jax.random.key(0), x)["params"]
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(1e-2))
best_loss, meter, best_params = jnp.inf, RunningMean(), params
for _ in range(5):
    previous = float(best_loss)
    state, best_loss, metrics = train_step(state, best_loss, x, y)
    meter.update(metrics["loss"])
    if metrics["loss"] < previous:
        best_params = state.params
print(meter.compute(), float(best_loss), int(state.step))
