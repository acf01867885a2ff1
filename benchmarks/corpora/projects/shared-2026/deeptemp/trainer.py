import functools

import jax
import optax

from . import objective

OPT = optax.sgd(0.05)


@functools.partial(jax.jit, static_argnames=("bounds",))
def update(state, x, y, bounds):
    def loss_fn(params):
        return objective.total(params, state["temp"], x, y, bounds)

    loss, grads = jax.value_and_grad(loss_fn)(state["params"])
    updates, opt_state = OPT.update(grads, state["opt"])
    return dict(state, params=optax.apply_updates(state["params"], updates), opt=opt_state), loss
