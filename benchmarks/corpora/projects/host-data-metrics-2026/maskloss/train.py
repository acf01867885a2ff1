"""Training loop: the jitted step lives here."""
import jax
import jax.numpy as jnp
import numpy as np
import optax

from . import data, metrics, ops

CONFIG = {"lr": 0.05, "batch_size": 64, "epochs": 6, "seed": 0, "l2": 1e-4}


def init_params(key, d):
    return {"w": 0.01 * jax.random.normal(key, (d,)), "b": jnp.zeros(())}


def make_train_step(optimizer, l2):
    def loss_fn(params, batch):
        pred = ops.linear(params, batch["x"])
        loss = ops.masked_mse(pred, batch["y"], batch["valid"])
        aux = {"mae": ops.masked_mae(pred, batch["y"], batch["valid"])}
        return loss + l2 * ops.l2_penalty(params), aux

    @jax.jit
    def train_step(params, opt_state, batch):
        (loss, aux), grads = jax.value_and_grad(loss_fn, has_aux=True)(params, batch)
        updates, opt_state = optimizer.update(grads, opt_state, params)
        params = optax.apply_updates(params, updates)
        step_metrics = {"loss": loss, **aux}
        step_metrics.update(grad_norm=optax.global_norm(grads))
        return params, opt_state, step_metrics

    return train_step


def fit(X_train, y_train, cfg):
    optimizer = optax.adam(cfg["lr"])
    params = init_params(jax.random.PRNGKey(cfg["seed"]), X_train.shape[1])
    opt_state = optimizer.init(params)
    train_step = make_train_step(optimizer, cfg["l2"])
    rng = np.random.default_rng(cfg["seed"])
    per_epoch = []
    for epoch in range(cfg["epochs"]):
        history = {}
        for batch in data.padded_batches(X_train, y_train, cfg["batch_size"], rng):
            params, opt_state, step_metrics = train_step(params, opt_state, batch)
            metrics.accumulate(history, step_metrics)
        summary = metrics.summarize(history)
        per_epoch.append(summary)
        print(metrics.format_metrics(summary, prefix=f"epoch {epoch}: "))
    return params, per_epoch
