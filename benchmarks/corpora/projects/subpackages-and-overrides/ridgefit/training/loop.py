"""Loss and optimisation loop."""

import equinox as eqx
import jax
import optax

from ridgefit.utils import robust, shapes


def loss(model, x, y, keep_fraction):
    pred = jax.vmap(model)(x)
    return robust.trimmed_mean((pred - y) ** 2, keep_fraction)


def fit(model, x, y, *, batch_size, epochs, learning_rate, keep_fraction):
    optim = optax.adam(learning_rate)
    opt_state = optim.init(eqx.filter(model, eqx.is_inexact_array))

    @eqx.filter_jit
    def step(model, opt_state, xb, yb):
        grads = eqx.filter_grad(loss)(model, xb, yb, keep_fraction)
        updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_inexact_array))
        return eqx.apply_updates(model, updates), opt_state

    for _ in range(epochs):
        for lo, hi in shapes.batch_bounds(x.shape[0], batch_size):
            model, opt_state = step(model, opt_state, x[lo:hi], y[lo:hi])
    return model
