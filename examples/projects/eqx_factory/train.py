"""A factory of `eqx.filter_jit` steps, and the loop that runs one."""

import equinox as eqx
import optax  # type: ignore[import-untyped]


def make_step(optimizer):
    @eqx.filter_jit
    def step(model, opt_state, x, y):
        grads = eqx.filter_grad(lambda m: m.loss(x, y))(model)
        updates, opt_state = optimizer.update(grads, opt_state)
        return eqx.apply_updates(model, updates), opt_state

    return step


def fit(model, x, y, learning_rate, steps):
    optimizer = optax.sgd(learning_rate)
    opt_state = optimizer.init(eqx.filter(model, eqx.is_array))
    step = make_step(optimizer)
    for _ in range(steps):
        model, opt_state = step(model, opt_state, x, y)
    return model
