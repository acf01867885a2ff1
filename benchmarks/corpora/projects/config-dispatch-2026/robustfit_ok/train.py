import functools

import jax
import jax.numpy as jnp
import optax

from .gin import configurable
from .losses import squared


def objective(w, phi, y, loss_fn, l2):
    residual = y - phi @ w
    return loss_fn(residual) + l2 * jnp.sum(jnp.square(w))


@configurable
def train(phi, y, loss_fn=squared, steps=200, learning_rate=0.1, l2=0.0):
    opt = optax.sgd(learning_rate, momentum=0.9)
    value_and_grad = jax.value_and_grad(functools.partial(objective, loss_fn=loss_fn, l2=l2))

    @jax.jit
    def step(w, opt_state):
        loss, g = value_and_grad(w, phi, y)
        updates, opt_state = opt.update(g, opt_state)
        return optax.apply_updates(w, updates), opt_state, loss

    w = jnp.zeros(phi.shape[-1])
    opt_state = opt.init(w)
    for i in range(steps):
        w, opt_state, loss = step(w, opt_state)
        if i % 100 == 0 or i == steps - 1:
            print(f"step {i:4d}  {getattr(loss_fn, '__name__', 'loss')} {float(loss):.4f}")
    return w
