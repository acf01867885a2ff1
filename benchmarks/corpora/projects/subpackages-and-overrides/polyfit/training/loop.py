"""Loss and optimisation loop."""

import equinox as eqx
import jax
import jax.numpy as jnp
import optax

from polyfit.utils import robust, shapes


def loss(model, x, y, keep_fraction):
    pred = jax.vmap(model)(x)
    sq = (pred - y) ** 2
    if model.depth > 2:
        return robust.weighted_trimmed_mean(sq, keep_fraction)
    return robust.trimmed_mean(sq, keep_fraction)


@eqx.filter_jit
def step(model, opt_state, optim, xb, yb, keep_fraction):
    grads = eqx.filter_grad(loss)(model, xb, yb, keep_fraction)
    params = eqx.filter(model, eqx.is_inexact_array)
    updates, opt_state = optim.update(grads, opt_state, params)
    return eqx.apply_updates(model, updates), opt_state


def fit(model, x, y, *, batch_size, epochs, learning_rate, keep_fraction):
    optim = optax.adam(learning_rate)
    opt_state = optim.init(eqx.filter(model, eqx.is_inexact_array))
    nb = shapes.n_batches(x.shape[0], batch_size)
    xs = jnp.reshape(x[: nb * batch_size], (nb, batch_size))
    ys = jnp.reshape(y[: nb * batch_size], (nb, batch_size))
    for _ in range(epochs):
        for i in range(nb):
            model, opt_state = step(model, opt_state, optim, xs[i], ys[i], keep_fraction)
    return model
