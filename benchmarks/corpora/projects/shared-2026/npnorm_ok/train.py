import equinox as eqx
import optax

from . import hyper, losses

OPT = optax.adamw(hyper.LR)


@eqx.filter_jit
def step(net, opt_state, x, y):
    loss, grads = eqx.filter_value_and_grad(losses.batch_loss)(net, x, y)
    updates, opt_state = OPT.update(grads, opt_state, eqx.filter(net, eqx.is_array))
    return eqx.apply_updates(net, updates), opt_state, loss
