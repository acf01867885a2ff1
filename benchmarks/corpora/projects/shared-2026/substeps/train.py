import equinox as eqx
import optax

from . import losses


def make_step(opt):
    @eqx.filter_jit
    def step(field, opt_state, y0s, target, dts, subs):
        loss, grads = eqx.filter_value_and_grad(losses.rollout_mse)(field, y0s, target, dts, subs)
        updates, opt_state = opt.update(grads, opt_state, eqx.filter(field, eqx.is_array))
        return eqx.apply_updates(field, updates), opt_state, loss

    return step


def make_opt(lr):
    return optax.adam(lr)
