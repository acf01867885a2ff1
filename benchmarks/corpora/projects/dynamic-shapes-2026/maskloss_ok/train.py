"""Jitted optax update."""
import jax
import optax

from . import losses


def make_update(tx, entropy_weight):
    grad_fn = jax.grad(losses.total_loss, has_aux=True)

    @jax.jit
    def update(params, opt_state, x, labels, labeled):
        grads, aux = grad_fn(params, x, labels, labeled, entropy_weight)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, aux

    return update
