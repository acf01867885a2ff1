import jax
import optax

from . import losses, settings

OPT = optax.adam(settings.LR)


@jax.jit
def loss_only(params, tokens, lengths, labels):
    return losses.xent(params, tokens, lengths, labels)[0]


@jax.jit
def step(params, opt_state, tokens, lengths, labels):
    grad_fn = jax.value_and_grad(losses.xent, has_aux=True)
    (loss, _), grads = grad_fn(params, tokens, lengths, labels)
    updates, opt_state = OPT.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss
