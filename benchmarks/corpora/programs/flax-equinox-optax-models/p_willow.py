"""Convolutional feature extractor with batch statistics and an optax step."""

import jax
import jax.numpy as jnp
import flax.linen as nn
import optax


class ConvNet(nn.Module):
    channels: int = 8

    @nn.compact
    def __call__(self, x, train: bool):
        x = nn.Conv(self.channels, kernel_size=(3, 3))(x)
        x = nn.BatchNorm(use_running_average=not train, momentum=0.9)(x)
        x = nn.relu(x)
        x = x.mean(axis=(1, 2))
        return nn.Dense(2)(x)


model = ConvNet()
tx = optax.adam(1e-2)


@jax.jit
def train_step(params, batch_stats, opt_state, x, y):
    def loss_fn(p):
        logits, updates = model.apply(
            {"params": p, "batch_stats": batch_stats}, x, train=True, mutable=["batch_stats"]
        )
        loss = optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
        return loss, updates["batch_stats"]

    (loss, new_stats), grads = jax.value_and_grad(loss_fn, has_aux=True)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), new_stats, opt_state, loss


@jax.jit
def evaluate(params, batch_stats, x):
    return model.apply({"params": params, "batch_stats": batch_stats}, x, train=False)


x = jax.random.normal(jax.random.key(0), (4, 6, 6, 1))
y = jnp.array([0, 1, 1, 0])
variables = model.init(jax.random.key(1), x, train=False)
params, batch_stats = variables["params"], variables["batch_stats"]
opt_state = tx.init(params)
for _ in range(3):
    params, batch_stats, opt_state, loss = train_step(params, batch_stats, opt_state, x, y)
print(float(loss), evaluate(params, batch_stats, x).shape)
