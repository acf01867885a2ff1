import jax
import optax

from .adapt import adapt
from .model import mse


def task_loss(params, task, cfg):
    fast = adapt(params, task["x_support"], task["y_support"], cfg)
    return mse(fast, task["x_query"], task["y_query"])


def maml_loss(params, batch, cfg):
    losses = jax.vmap(task_loss, in_axes=(None, 0, None))(params, batch, cfg)
    return losses.mean()


def make_meta_step(optimizer):
    def meta_step(params, opt_state, batch, cfg):
        loss, grads = jax.value_and_grad(maml_loss)(params, batch, cfg)
        updates, opt_state = optimizer.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    return jax.jit(meta_step)
