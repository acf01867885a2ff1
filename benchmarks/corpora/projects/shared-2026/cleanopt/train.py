import jax
import optax

from . import losses, transforms


def make_step(tx):
    @jax.jit
    def step(params, opt_state, x, y):
        loss, grads = jax.value_and_grad(losses.bce)(params, x, y)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss, transforms.global_norm(grads)

    return step
