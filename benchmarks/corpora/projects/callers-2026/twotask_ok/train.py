from typing import Any

import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax.training import train_state

from . import data, losses
from .layers import MultiHead


class EMAState(train_state.TrainState):
    ema_params: Any = None


def create(s, key):
    net = MultiHead(s.width, s.n_tasks, s.out_dim)
    x = jnp.zeros((1, s.set_size, s.feat))
    params = net.init(key, x, jnp.ones((1, s.set_size), bool))["params"]
    return EMAState.create(apply_fn=net.apply, params=params, tx=optax.adam(s.lr), ema_params=params)


@jax.jit
def step(state, batch, decay):
    def loss_fn(p):
        out = state.apply_fn({"params": p}, batch["x"], batch["valid"])
        return losses.weighted_xent(out, batch["y"], batch["task"])

    (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    state = state.apply_gradients(grads=grads)
    ema = jax.tree.map(lambda e, p: decay * e + (1 - decay) * p, state.ema_params, state.params)
    acc = jnp.mean(jnp.argmax(logits, -1) == batch["y"])
    return state.replace(ema_params=ema), loss, acc


def train(s):
    rng = np.random.default_rng(s.seed)
    state = create(s, jax.random.PRNGKey(s.seed))
    for i in range(s.steps):
        batch = data.task_batch(rng, s, i % s.n_tasks)
        state, loss, acc = step(state, batch, s.ema)
        print("step %d task %d loss %.4f acc %.3f" % (i, i % s.n_tasks, float(loss), float(acc)))
    return state
