"""Scanned epoch with optax updates."""
import functools

import jax
import jax.numpy as jnp
import optax

from . import metrics

CONFIG = {"lr": 0.1, "l2": 1e-3, "batch_size": 50, "epochs": 5, "d": 10}
optimizer = optax.chain(optax.clip_by_global_norm(5.0), optax.sgd(CONFIG["lr"], momentum=0.9))


def bce_loss(params, x, y, l2):
    logits = x @ params["w"] + params["b"]
    nll = optax.sigmoid_binary_cross_entropy(logits, y).mean()
    return nll + l2 * jnp.sum(params["w"] ** 2), logits


@functools.partial(jax.jit, static_argnames=("l2",))
def run_epoch(params, opt_state, batches, l2):
    def body(carry, batch):
        params, opt_state = carry
        (loss, logits), grads = jax.value_and_grad(bce_loss, has_aux=True)(
            params, batch["x"], batch["y"], l2)
        gnorm = optax.global_norm(grads)
        metrics.record("grad_norm", gnorm)
        updates, opt_state = optimizer.update(grads, opt_state, params)
        params = optax.apply_updates(params, updates)
        acc = jnp.mean((logits > 0) == (batch["y"] > 0.5))
        return (params, opt_state), {"loss": loss, "acc": acc}

    (params, opt_state), per_step = jax.lax.scan(body, (params, opt_state), batches)
    return params, opt_state, per_step
