import jax.numpy as jnp
import optax
from flax import nnx


def make_optimizer(model, cfg):
    return nnx.Optimizer(model, optax.adam(cfg.lr), wrt=nnx.Param)


@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(m):
        pred, aux = m(x)
        mse = jnp.mean((pred - y) ** 2)
        return mse + aux["balance"], {"mse": mse, **aux}

    (loss, metrics), grads = nnx.value_and_grad(loss_fn, has_aux=True)(model)
    optimizer.update(model, grads)
    return loss, metrics
