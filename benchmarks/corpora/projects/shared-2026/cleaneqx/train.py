import equinox as eqx
import jax
import optax

from . import losses, ops

OPT = optax.adam(3e-3)


@eqx.filter_jit
def step(model, opt_state, x, y, gain, key):
    x = ops.add_noise(x, jax.random.normal(key, x.shape), 0.05)
    loss, grads = eqx.filter_value_and_grad(losses.regression)(model, x, y, gain)
    updates, opt_state = OPT.update(grads, opt_state)
    return eqx.apply_updates(model, updates), opt_state, loss


def multi_step(model, opt_state, x, y, gain, key, n):
    for k in jax.random.split(key, n):
        model, opt_state, loss = step(model, opt_state, x, y, gain, k)
    return model, opt_state, loss
