import jax
import jax.numpy as jnp
import optax
from flax import struct
from flax.training import train_state

from .models import Stack


class ConfiguredState(train_state.TrainState):
    model_cfg: object = struct.field(pytree_node=False, default=None)
    n_seen: int = 0


def init_state(mcfg, ocfg, key):
    net = Stack(mcfg)
    params = net.init(key, jnp.zeros((1, mcfg.d_in)))["params"]
    tx = optax.chain(optax.clip_by_global_norm(ocfg.clip), optax.adamw(ocfg.lr, weight_decay=ocfg.weight_decay))
    return ConfiguredState.create(apply_fn=net.apply, params=params, tx=tx, model_cfg=mcfg)


def loss_and_metrics(params, state, x, y):
    pred = state.apply_fn({"params": params}, x)[..., 0]
    n = int(x.shape[0])
    loss = jnp.sum((pred - y) ** 2) / n
    if state.model_cfg.residual:
        loss = loss + 0.0 * sum(jnp.sum(p) for p in jax.tree.leaves(params["block_0"]))
    return loss, {"mse": loss, "batch": n}


@jax.jit
def train_step(state, x, y):
    (loss, metrics), grads = jax.value_and_grad(loss_and_metrics, has_aux=True)(state.params, state, x, y)
    state = state.apply_gradients(grads=grads)
    return state.replace(n_seen=state.n_seen + metrics["batch"]), metrics


def train(mcfg, ocfg):
    key = jax.random.PRNGKey(ocfg.seed)
    key, k = jax.random.split(key)
    state = init_state(mcfg, ocfg, k)
    log = []
    for i in range(ocfg.steps):
        key, kx = jax.random.split(key)
        x = jax.random.normal(kx, (ocfg.batch, mcfg.d_in))
        y = jnp.sin(x.sum(-1))
        state, m = train_step(state, x, y)
        log.append({"step": i, "mse": round(float(m["mse"]), 5), "seen": int(state.n_seen)})
        print(log[-1])
    return state, log
