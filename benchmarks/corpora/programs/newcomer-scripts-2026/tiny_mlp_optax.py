import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn

metrics = {"loss": []}


def log_metric(name, value):
    metrics[name].append(float(value))


class MLP(nn.Module):
    hidden: int = 32

    @nn.compact
    def __call__(self, x):
        x = nn.tanh(nn.Dense(self.hidden)(x))
        x = nn.tanh(nn.Dense(self.hidden)(x))
        return nn.Dense(1)(x)


model = MLP()
optimizer = optax.adam(1e-2)


def loss_fn(params, x, y):
    pred = model.apply(params, x)
    return jnp.mean((pred - y) ** 2)


@jax.jit
def train_step(params, opt_state, x, y):
    loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
    updates, opt_state = optimizer.update(grads, opt_state)
    params = optax.apply_updates(params, updates)
    return params, opt_state, loss


x = np.linspace(-3, 3, 128).reshape(-1, 1).astype(np.float32)
y = np.sin(x)
params = model.init(jax.random.PRNGKey(42), x)
opt_state = optimizer.init(params)
for epoch in range(300):
    params, opt_state, loss = train_step(params, opt_state, x, y)
    log_metric("loss", loss)
    if epoch % 100 == 0:
        print("epoch", epoch, "loss", metrics["loss"][-1])
print("logged", len(metrics["loss"]), "losses, final", metrics["loss"][-1])
