import jax
import jax.numpy as jnp
import optax


def create(model, key, sample, lr=1e-2):
    params = model.init(key, sample)
    tx = optax.adam(lr)
    return params, tx, tx.init(params)


def make_step(model, tx):
    def loss_fn(params, x, y):
        logits = model.apply(params, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()

    @jax.jit
    def step(params, opt_state, x, y):
        loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    return step


def accuracy(model, params, x, y):
    return jnp.mean(jnp.argmax(model.apply(params, x), axis=-1) == y)
