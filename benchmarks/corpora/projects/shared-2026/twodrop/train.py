import functools

import jax
import optax

from . import losses


def make_step(net, lr):
    opt = optax.adam(lr)

    @jax.jit
    def step(params, opt_state, ctx, target, key, drop):
        loss, grads = jax.value_and_grad(functools.partial(losses.mse, net))(params, ctx, target, key, drop)
        updates, opt_state = opt.update(grads, opt_state)
        return optax.apply_updates(params, updates), opt_state, loss

    return opt, step
