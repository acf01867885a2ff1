import jax
import jax.numpy as jnp

from . import augment


class Trainer:
    def __init__(self, dim, lr, key):
        self.lr = lr
        self.params = {"w": 0.1 * jax.random.normal(key, (dim,)), "b": jnp.zeros(())}
        self.train_step = jax.jit(self._step, static_argnames=("augment",))

    def _loss(self, params, x, y):
        # symmetric target: |x . w| + b is invariant to the sign flip
        pred = jnp.abs(x @ params["w"]) + params["b"]
        return jnp.mean((pred - y) ** 2)

    def _step(self, params, x, y, key, augment=()):
        x = augment_batch(x, key, augment)
        loss, grads = jax.value_and_grad(self._loss)(params, x, y)
        params = jax.tree_util.tree_map(lambda p, g: p - self.lr * g, params, grads)
        return params, loss


def augment_batch(x, key, names):
    return augment.apply_all(x, key, names) if names else x
