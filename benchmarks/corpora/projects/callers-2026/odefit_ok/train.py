import equinox as eqx
import jax
import jax.numpy as jnp
import optax

from . import data
from .models import NeuralODE


def traj_loss(model, y0s, ys):
    preds = eqx.filter_vmap(model)(y0s)
    return jnp.mean((preds - ys) ** 2)


@eqx.filter_jit
def make_step(model, opt_state, y0s, ys, optim):
    loss, grads = eqx.filter_value_and_grad(traj_loss)(model, y0s, ys)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    model = eqx.apply_updates(model, updates)
    return model, opt_state, loss


def train(h):
    key = jax.random.PRNGKey(h.seed)
    dkey, mkey = jax.random.split(key)
    y0s, ys = data.make_dataset(dkey, h)
    model = NeuralODE(h, mkey)
    optim = optax.adam(h.lr)
    opt_state = optim.init(eqx.filter(model, eqx.is_inexact_array))
    losses = []
    for _ in range(h.steps):
        model, opt_state, loss = make_step(model, opt_state, y0s, ys, optim)
        losses.append(float(loss))
    return model, losses
