"""Training all members at once with a filter_jit'd step."""
import equinox as eqx
import jax.numpy as jnp
import numpy as np
import optax

from . import ensemble


def make_step(tx):
    @eqx.filter_jit
    def step(models, opt_state, x, y):
        def loss_fn(models):
            preds = ensemble.predict(models, x)
            return jnp.mean((preds - y[None]) ** 2)

        loss, grads = eqx.filter_value_and_grad(loss_fn)(models)
        updates, opt_state = tx.update(grads, opt_state, eqx.filter(models, eqx.is_array))
        return eqx.apply_updates(models, updates), opt_state, loss

    return step


def fit(cfg, models, batches):
    tx = optax.adam(cfg.learning_rate)
    opt_state = tx.init(eqx.filter(models, eqx.is_array))
    step = make_step(tx)
    losses = []
    for i in range(cfg.steps):
        batch = batches[i % len(batches)]
        models, opt_state, loss = step(models, opt_state, batch.x, batch.y)
        losses.append(float(loss))
    return models, np.array(losses)
