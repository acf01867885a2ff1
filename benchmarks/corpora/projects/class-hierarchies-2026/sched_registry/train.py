import functools

import jax
import jax.numpy as jnp
import numpy as np
import optax

from .data import sample_batch
from .model import apply_mlp


def mse(params, x, y, activation):
    return jnp.mean((apply_mlp(params, x, activation) - y) ** 2)


@functools.partial(jax.jit, static_argnames=("tx", "activation"))
def train_step(params, opt_state, x, y, tx, activation):
    loss, grads = jax.value_and_grad(mse)(params, x, y, activation)
    updates, opt_state = tx.update(grads, opt_state, params)
    params = optax.apply_updates(params, updates)
    return params, opt_state, loss


def run(params, tx, data, cfg, activation):
    x, y = data
    opt_state = tx.init(params)
    rng = np.random.default_rng(0)
    losses = []
    for step in range(cfg["steps"]):
        xb, yb = sample_batch(x, y, cfg["batch_size"], rng)
        params, opt_state, loss = train_step(params, opt_state, xb, yb, tx, activation)
        losses.append(loss)
        if (step + 1) % cfg["log_every"] == 0:
            window = np.asarray(jax.device_get(losses[-cfg["log_every"]:]))
            print(f"step {step + 1}: loss={window.mean():.4f}")
    return params
