import time
from functools import wraps

import jax
import jax.numpy as jnp
import optax

from .data import cubic_data, minibatches
from .features import PolynomialFeatures
from .model import LinearModel

CFG = {"degree": 3, "n": 512, "batch": 64, "accum_steps": 4, "lr": 0.1, "steps": 40, "seed": 6}


def timed(fn):
    @wraps(fn)
    def wrapper(*args, **kwargs):
        t0 = time.perf_counter()
        out = fn(*args, **kwargs)
        wrapper.last_seconds = time.perf_counter() - t0
        return out
    wrapper.last_seconds = 0.0
    return wrapper


def build_step(model: LinearModel, tx):
    grad_fn = jax.value_and_grad(model.loss)

    @jax.jit
    def step(params, opt_state, x, y, accum_steps):
        micro = x.shape[0] // accum_steps
        total_loss = 0.0
        total_grads = jax.tree_util.tree_map(jnp.zeros_like, params)
        for i in range(accum_steps):
            xb = jax.lax.dynamic_slice_in_dim(x, i * micro, micro)
            yb = jax.lax.dynamic_slice_in_dim(y, i * micro, micro)
            loss, grads = grad_fn(params, xb, yb)
            total_loss = total_loss + loss
            total_grads = jax.tree_util.tree_map(jnp.add, total_grads, grads)
        grads = jax.tree_util.tree_map(lambda g: g / accum_steps, total_grads)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, total_loss / accum_steps

    return step


@timed
def train(cfg=CFG):
    model = LinearModel(PolynomialFeatures(cfg["degree"]))
    tx = optax.sgd(cfg["lr"], momentum=0.9)
    params = model.init()
    opt_state = tx.init(params)
    step = build_step(model, tx)
    x, y = cubic_data(cfg["n"], cfg["seed"])
    stream = minibatches(x, y, cfg["batch"], cfg["seed"])
    for i in range(cfg["steps"]):
        xb, yb = next(stream)
        params, opt_state, loss = step(params, opt_state, xb, yb, cfg["accum_steps"])
        if i % 10 == 0:
            print(f"step {i:2d} loss {float(loss):.5f}")
    return params
