"""Parameter creation and the update step."""

import jax
import optax


def create(model, key, sample, learning_rate):
    params = jax.jit(model.init)(key, sample)
    tx = optax.sgd(learning_rate)
    return params, tx, tx.init(params)


def make_step(model, tx):
    def loss_fn(params, x, labels):
        logits = model.apply(params, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()

    @jax.jit
    def step(params, opt_state, x, labels):
        loss, grads = jax.value_and_grad(loss_fn)(params, x, labels)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    return step
