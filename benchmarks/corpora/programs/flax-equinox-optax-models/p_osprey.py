"""Logistic regression trained over mini-batches with a running loss meter."""

import jax
import jax.numpy as jnp
import optax


class LossMeter:
    def __init__(self):
        self.total = 0.0
        self.batches = 0

    def update(self, loss):
        self.total = self.total + loss
        self.batches += 1

    def compute(self):
        return self.total / max(self.batches, 1)


meter = LossMeter()
tx = optax.adam(0.05)


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        logits = x @ p["w"] + p["b"]
        return optax.sigmoid_binary_cross_entropy(logits, y).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    meter.update(loss)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state


x = jax.random.normal(jax.random.key(0), (12, 3))
y = (x[:, 0] > 0).astype(jnp.float32)
params = {"w": jnp.zeros(3), "b": jnp.zeros(())}
opt_state = tx.init(params)
for start in range(0, 12, 4):
    params, opt_state = train_step(params, opt_state, x[start : start + 4], y[start : start + 4])
print(meter.batches, params["w"], meter.compute())
