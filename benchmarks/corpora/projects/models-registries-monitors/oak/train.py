from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
import optax

from oak.clipping import clip_per_example, per_example_grads
from oak.data import epoch_batches, make_dataset
from oak.model import LogisticModel

CONFIG = {"dim": 5, "n": 512, "batch": 64, "num_micro": 4, "max_norm": 1.0, "lr": 0.5, "epochs": 4, "seed": 9}


@partial(jax.jit, static_argnames=("model", "tx", "num_micro"))
def step(params, opt_state, x, y, history, step_idx, *, model, tx, num_micro, max_norm):
    xs = x.reshape(num_micro, -1, x.shape[-1])
    ys = y.reshape(num_micro, -1)

    def micro(acc, xy):
        xb, yb = xy
        g = per_example_grads(model.example_loss, params, xb, yb)
        g, frac = clip_per_example(g, max_norm)
        g = jax.tree_util.tree_map(lambda t: t.sum(0), g)
        return jax.tree_util.tree_map(jnp.add, acc, g), frac

    zeros = jax.tree_util.tree_map(jnp.zeros_like, params)
    gsum, fracs = jax.lax.scan(micro, zeros, (xs, ys))
    grads = jax.tree_util.tree_map(lambda g: g / x.shape[0], gsum)
    updates, opt_state = tx.update(grads, opt_state, params)
    params = optax.apply_updates(params, updates)
    loss = jnp.mean(jax.vmap(model.example_loss, in_axes=(None, 0, 0))(params, x, y))
    history = history.at[step_idx].set(loss)
    return params, opt_state, history, jnp.mean(fracs)


def train(cfg=CONFIG):
    x, y = make_dataset(cfg["n"], cfg["dim"], cfg["seed"])
    model = LogisticModel(cfg["dim"])
    tx = optax.sgd(cfg["lr"])
    params = model.init()
    opt_state = tx.init(params)
    steps_per_epoch = cfg["n"] // cfg["batch"]
    history = jnp.zeros(cfg["epochs"] * steps_per_epoch)
    rng = np.random.default_rng(cfg["seed"])
    i = 0
    for epoch in range(cfg["epochs"]):
        for xb, yb in epoch_batches(x, y, cfg["batch"], rng):
            params, opt_state, history, clipped = step(
                params, opt_state, xb, yb, history, i,
                model=model, tx=tx, num_micro=cfg["num_micro"], max_norm=cfg["max_norm"],
            )
            i += 1
        print(f"epoch {epoch}: loss {float(history[i - 1]):.4f} clipped {float(clipped):.2f}")
    return params, np.asarray(history)
