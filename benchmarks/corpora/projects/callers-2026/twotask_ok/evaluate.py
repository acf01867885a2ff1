import functools

import jax
import jax.numpy as jnp
import numpy as np

from . import data


@functools.partial(jax.jit, static_argnames=("use_ema",))
def task_logits(state, batch, use_ema):
    params = state.ema_params if use_ema else state.params
    out = state.apply_fn({"params": params}, batch["x"], batch["valid"])
    return jnp.take(out, batch["task"], axis=0)


def accuracy(state, batch, use_ema=False):
    logits = task_logits(state, batch, use_ema)
    return float(jnp.mean(jnp.argmax(logits, -1) == batch["y"]))


def per_task(state, s, n_batches=2, seed=123):
    rng = np.random.default_rng(seed)
    rows = {}
    for task in range(s.n_tasks):
        live, ema = [], []
        for _ in range(n_batches):
            batch = data.task_batch(rng, s, task)
            live.append(accuracy(state, batch))
            ema.append(accuracy(state, batch, use_ema=True))
        rows[f"task{task}"] = {"live": float(np.mean(live)), "ema": float(np.mean(ema))}
    return rows


def ema_gap(state):
    diffs = jax.tree.map(lambda a, b: jnp.max(jnp.abs(a - b)), state.params, state.ema_params)
    return max(float(d) for d in jax.tree.leaves(diffs))
