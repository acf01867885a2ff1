import jax
import jax.numpy as jnp

from .losses import accuracy, member_loss


def sgd_momentum(params, velocity, grads, hp):
    velocity = jax.tree_util.tree_map(lambda v, g: hp.momentum * v + g, velocity, grads)
    params = jax.tree_util.tree_map(lambda p, v: p - hp.lr * v, params, velocity)
    return params, velocity


class Population:
    """A population of identically-shaped models trained side by side with vmap."""

    def __init__(self, model, cfg):
        self.model = model
        self.cfg = cfg
        self.train_round = jax.jit(jax.vmap(self._train_member, in_axes=(0, 0, 0, None, None)))
        self.evaluate = jax.jit(jax.vmap(self._eval_member, in_axes=(0, None, None)))

    def init(self, key):
        keys = jax.random.split(key, self.cfg.population)
        dummy = jnp.zeros((1, self.cfg.n_features))
        params = jax.vmap(lambda k: self.model.init(k, dummy))(keys)
        velocity = jax.tree_util.tree_map(jnp.zeros_like, params)
        return params, velocity

    def _train_member(self, params, velocity, hp, xs, ys):
        def body(carry, batch):
            params, velocity = carry
            x, y = batch
            loss, grads = jax.value_and_grad(member_loss)(
                params, self.model.apply, x, y, hp, self.cfg.n_classes)
            params, velocity = sgd_momentum(params, velocity, grads, hp)
            return (params, velocity), loss

        (params, velocity), losses = jax.lax.scan(body, (params, velocity), (xs, ys))
        return params, velocity, losses.mean()

    def _eval_member(self, params, x, y):
        return accuracy(self.model.apply(params, x), y)
