"""Optimizer setup, compiled step and the loop."""

import jax
import optax

from . import network
from .utils import logging as log


def make_step(optimizer, verbose=False):
    @jax.jit
    def step(params, opt_state, x, labels):
        if verbose:
            print("tracing step for", log.describe(x))
        value, grads = jax.value_and_grad(network.loss)(params, x, labels)
        updates, opt_state = optimizer.update(grads, opt_state, params)
        params = optax.apply_updates(params, updates)
        if verbose:
            log.trace_scalar("traced loss", value)
        return params, opt_state, {"loss": value, "acc": network.accuracy(params, x, labels)}

    return step


def fit(params, x, labels, steps, lr=0.05, every=10):
    optimizer = optax.adam(lr)
    opt_state = optimizer.init(params)
    step = make_step(optimizer, verbose=True)
    metrics = {}
    for i in range(steps):
        params, opt_state, metrics = step(params, opt_state, x, labels)
        if i % every == 0:
            log.emit(f"step {i} loss", metrics["loss"])
    return params, {k: log.to_float(v) for k, v in metrics.items()}
