import jax
import jax.numpy as jnp

from .models import forward


def mse_loss(params, batch, model_cfg):
    pred = forward(params, batch["x"], model_cfg)
    return jnp.mean((pred - batch["y"]) ** 2)


def build_step(momentum, model_cfg):
    @jax.jit
    def step(params, velocity, batch, lr):
        loss, grads = jax.value_and_grad(mse_loss)(params, batch, model_cfg)
        velocity = jax.tree.map(lambda v, g: momentum * v + g, velocity, grads)
        params = jax.tree.map(lambda p, v: p - lr * v, params, velocity)
        return params, velocity, loss

    return step
