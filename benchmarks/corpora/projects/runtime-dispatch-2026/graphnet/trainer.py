"""Mean-squared-error regression of a graph-level target."""
import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from .data import make_graphs, minibatches
from .models import GraphNetwork


def loss_fn(model, batch):
    graphs = {k: batch[k] for k in ("nodes", "senders", "receivers")}
    pred = jax.vmap(model)(graphs)
    return jnp.mean((pred - batch["y"]) ** 2)


def make_step(optimizer):
    @eqx.filter_jit
    def step(model, opt_state, batch):
        loss, grads = eqx.filter_value_and_grad(loss_fn)(model, batch)
        updates, opt_state = optimizer.update(grads, opt_state, eqx.filter(model, eqx.is_array))
        return eqx.apply_updates(model, updates), opt_state, loss

    return step


def train(cfg):
    run, d, m, o = cfg["run"], cfg["data"], cfg["model"], cfg["optim"]
    graphs = make_graphs(d["num_graphs"], d["num_nodes"], d["num_edges"],
                         d["feature_dim"], d["target"], run["seed"])
    model = GraphNetwork(d["feature_dim"], m, key=jax.random.key(run["seed"]))
    optimizer = optax.adamw(o["learning_rate"], weight_decay=o["weight_decay"])
    opt_state = optimizer.init(eqx.filter(model, eqx.is_array))
    step = make_step(optimizer)
    stream = minibatches(graphs, o["batch_size"], run["seed"])
    losses = []
    for i in range(run["steps"]):
        model, opt_state, loss = step(model, opt_state, next(stream))
        losses.append(float(loss))
        if i % run["log_every"] == 0:
            print(f"step {i:3d}  mse {losses[-1]:.4f}")
    full = float(loss_fn(model, graphs))
    baseline = float(np.var(graphs["y"]))
    return {"train_mse": full, "baseline_mse": baseline, "losses": losses}
