import functools

import jax
import optax

from . import losses


def make(net, lr):
    opt = optax.sgd(lr, momentum=0.9)

    @jax.jit
    def step(params, opt_state, tokens):
        loss, grads = jax.value_and_grad(functools.partial(losses.next_token, net))(params, tokens)
        updates, opt_state = opt.update(grads, opt_state)
        return optax.apply_updates(params, updates), opt_state, loss

    return opt, step
