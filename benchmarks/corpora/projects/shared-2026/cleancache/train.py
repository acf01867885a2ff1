import functools

import jax
import optax

from . import losses

OPT = optax.adam(0.1)


@functools.partial(jax.jit, static_argnames=("score_name", "keep"))
def step(params, opt_state, queries, items, targets, score_name, keep):
    loss, grads = jax.value_and_grad(losses.nll)(params, queries, items, targets, score_name, keep)
    updates, opt_state = OPT.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss
