"""Fitting loop."""

import equinox as eqx
import optax

from .losses import batch_mse


def make_step(optimizer):
    @eqx.filter_jit
    def step(model, opt_state, x, y):
        loss, grads = eqx.filter_value_and_grad(batch_mse)(model, x, y)
        updates, opt_state = optimizer.update(grads, opt_state, eqx.filter(model, eqx.is_array))
        model = eqx.apply_updates(model, updates)
        return model, opt_state, loss

    return step


def fit(model, x, y, steps, learning_rate):
    optimizer = optax.adam(learning_rate)
    opt_state = optimizer.init(eqx.filter(model, eqx.is_array))
    step = make_step(optimizer)
    for _ in range(steps):
        model, opt_state, loss = step(model, opt_state, x, y)
    return model, loss
