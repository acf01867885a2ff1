from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
import optax

from gnn_pad import config
from gnn_pad.batching import collate
from gnn_pad.model import gnn_apply, init_gnn


def loss_fn(params, batch):
    preds = jax.vmap(gnn_apply, in_axes=(None, 0))(params, batch)
    return jnp.mean((preds - batch["y"]) ** 2)


def update(params, opt_state, batch, optimizer):
    loss, grads = jax.value_and_grad(loss_fn)(params, batch)
    updates, opt_state = optimizer.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def train(graphs, targets):
    params = init_gnn(jax.random.PRNGKey(config.SEED), config.NODE_FEATS, config.HIDDEN, config.N_LAYERS)
    optimizer = optax.adam(config.LR)
    opt_state = optimizer.init(params)
    step = jax.jit(partial(update, optimizer=optimizer))
    rng = np.random.default_rng(config.SEED)
    for i in range(config.N_STEPS):
        idx = rng.choice(len(graphs), config.BATCH_SIZE, replace=False)
        batch = collate([graphs[j] for j in idx], targets[idx], config.MAX_NODES, config.MAX_EDGES)
        params, opt_state, loss = step(params, opt_state, batch)
        if i % config.LOG_EVERY == 0 or i == config.N_STEPS - 1:
            print(f"step {i:4d}  mse {float(loss):.4f}")
    return params
