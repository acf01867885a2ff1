import jax
import jax.numpy as jnp

from . import data, losses, model
from .schedules import build_schedule


def adam_init(params):
    zeros = jax.tree_util.tree_map(jnp.zeros_like, params)
    return {"m": zeros, "v": zeros, "count": jnp.zeros((), jnp.int32)}


def adam_update(grads, state, lr, b1=0.9, b2=0.999, eps=1e-8):
    count = state["count"] + 1
    m = jax.tree_util.tree_map(lambda m, g: b1 * m + (1 - b1) * g, state["m"], grads)
    v = jax.tree_util.tree_map(lambda v, g: b2 * v + (1 - b2) * g * g, state["v"], grads)
    c1 = 1 - b1 ** count
    c2 = 1 - b2 ** count
    updates = jax.tree_util.tree_map(lambda m, v: -lr * (m / c1) / (jnp.sqrt(v / c2) + eps), m, v)
    return updates, {"m": m, "v": v, "count": count}


def make_train_step(cfg, schedule):
    def step(params, opt_state, x0, key):
        loss, grads = jax.value_and_grad(losses.denoising_loss)(params, schedule, cfg, x0, key)
        updates, opt_state = adam_update(grads, opt_state, cfg.train.lr)
        params = jax.tree_util.tree_map(jnp.add, params, updates)
        return params, opt_state, loss

    return jax.jit(step)


def run(cfg):
    schedule = build_schedule(cfg.schedule)
    points = data.two_moons(cfg.data.num_points, cfg.data.noise, cfg.seed)
    key = jax.random.PRNGKey(cfg.seed)
    key, init_key = jax.random.split(key)
    params = model.init_params(init_key, cfg.model, data_dim=points.shape[1])
    opt_state = adam_init(params)
    step = make_train_step(cfg, schedule)
    stream = data.batches(points, cfg.train.batch_size, cfg.seed + 1)
    loss = None
    for i in range(cfg.train.steps):
        key, sub = jax.random.split(key)
        params, opt_state, loss = step(params, opt_state, jnp.asarray(next(stream)), sub)
        if i % cfg.train.log_every == 0:
            print(f"step {i:4d}  loss {float(loss):.4f}")
    print(f"final loss {float(loss):.4f} ({cfg.schedule.name} schedule)")
    return params
