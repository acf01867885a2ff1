"""One SGD step with a warmup-scaled learning rate."""
import jax
import jax.numpy as jnp
import optax

from . import metrics, model


def sgd_step(params, batch, base_lr, warmup):
    loss, grads = jax.value_and_grad(model.mse)(params, batch["x"], batch["y"])
    gnorm = optax.global_norm(grads)
    metrics.record("grad_norm", gnorm)
    lr = base_lr * jnp.minimum(1.0, (batch["step"] + 1) / warmup)
    params = jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads)
    return params, loss
