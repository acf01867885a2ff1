import equinox as eqx
import jax.numpy as jnp
import numpy as np
import optax


def loss_fn(model, x, y, smoothing):
    return jnp.mean(model.nll(x, y, smoothing))


@eqx.filter_jit
def make_step(model, opt_state, x, y, optim, smoothing):
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model, x, y, smoothing)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_inexact_array))
    model = eqx.apply_updates(model, updates)
    return model, opt_state, loss


@eqx.filter_jit
def accuracy(model, x, y):
    return jnp.mean(model.predict(x) == y)


def fit(model, batches, cfg):
    optim = optax.adam(cfg.lr)
    opt_state = optim.init(eqx.filter(model, eqx.is_inexact_array))
    losses = []
    for step in range(cfg.steps):
        x, y = next(batches)
        model, opt_state, loss = make_step(model, opt_state, x, y, optim, cfg.smoothing)
        losses.append(float(loss))
    return model, np.array(losses)
