import functools

import jax
import optax

from . import config, losses

OPT = optax.sgd(config.LR)


@functools.partial(jax.jit, static_argnums=(4,))
def step(params, opt_state, x, labels, n_classes):
    loss, grads = jax.value_and_grad(losses.soft_xent)(params, x, labels, n_classes)
    updates, opt_state = OPT.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss
