import jax
import optax

from . import losses

OPT = optax.adam(0.03)


@jax.jit
def step(params, opt_state, batch):
    loss, grads = jax.value_and_grad(losses.batch_loss)(params, batch)
    updates, opt_state = OPT.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss
