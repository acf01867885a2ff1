import jax
import jax.numpy as jnp
import optax

from . import models


def mse(params, x, y):
    pred = models.apply_mlp(params, x)
    return jnp.mean((pred - y) ** 2)


def make_train_step(tx):
    @jax.jit
    def train_step(params, opt_state, x, y):
        loss, grads = jax.value_and_grad(mse)(params, x, y)
        updates, opt_state = tx.update(grads, opt_state, params)
        params = optax.apply_updates(params, updates)
        return params, opt_state, loss, optax.global_norm(grads)

    return train_step


@jax.jit
def evaluate(params, x, y):
    return mse(params, x, y)


def evaluate_chunks(params, x, y, chunk=128):
    total, n = 0.0, 0
    for i in range(0, len(x), chunk):
        xb, yb = x[i:i + chunk], y[i:i + chunk]
        total += float(evaluate(params, xb, yb)) * len(xb)
        n += len(xb)
    return total / max(n, 1)


def fit_summary(history):
    losses = [h["loss"] for h in history]
    return {"first": losses[0], "last": losses[-1], "best": min(losses)}
