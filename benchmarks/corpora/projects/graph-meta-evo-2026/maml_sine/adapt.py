import jax

from .model import mse


def inner_update(params, x, y, lr):
    grads = jax.grad(mse)(params, x, y)
    return jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads)


def adapt(params, x, y, cfg):
    """MAML inner loop: a few SGD steps on one task's support set."""
    for _ in range(cfg["inner_steps"]):
        params = inner_update(params, x, y, cfg["inner_lr"])
    return params
