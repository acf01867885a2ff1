from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
import optax

from juniper import monitor
from juniper.config import ForecastConfig
from juniper.data import sine_windows
from juniper.rnn import LSTMCell, unroll


def init_all(cfg, key):
    cell = LSTMCell(1, cfg.hidden)
    k1, k2 = jax.random.split(key)
    params = {"cell": cell.init(k1), "head": {"w": 0.1 * jax.random.normal(k2, (cfg.hidden, 1)), "b": jnp.zeros(1)}}
    return cell, params


def predict(cell, params, xs):
    hs = unroll(cell, params["cell"], xs)
    return hs @ params["head"]["w"] + params["head"]["b"]


def loss_fn(params, cell, xs, ys):
    return jnp.mean((predict(cell, params, xs) - ys) ** 2)


@partial(jax.jit, static_argnums=(2, 3))
def train_step(params, opt_state, cell, tx, xs, ys):
    loss, grads = jax.value_and_grad(loss_fn)(params, cell, xs, ys)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def train(cfg: ForecastConfig):
    rng = np.random.default_rng(cfg.seed)
    cell, params = init_all(cfg, jax.random.PRNGKey(cfg.seed))
    tx = optax.adam(cfg.lr)
    opt_state = tx.init(params)
    for step in range(1, cfg.steps + 1):
        xs, ys = sine_windows(rng, cfg.batch, cfg.window)
        params, opt_state, loss = train_step(params, opt_state, cell, tx, xs, ys)
        if step % cfg.report_every == 0:
            stats = monitor.summary()
            print(f"step {step} loss {float(loss):.4f} " + " ".join(f"{k}={v:.3f}" for k, v in stats.items()))
    return params
