import equinox as eqx
import optax

from . import losses


def make(lr):
    opt = optax.adam(lr)

    @eqx.filter_jit
    def step(model, opt_state, x, y):
        loss, grads = eqx.filter_value_and_grad(losses.xent)(model, x, y)
        updates, opt_state = opt.update(grads, opt_state)
        return eqx.apply_updates(model, updates), opt_state, loss

    return opt, step
