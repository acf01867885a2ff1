"""Jitted step with a Python loop over micro-batches."""
from dataclasses import dataclass

import equinox as eqx
import jax
import jax.numpy as jnp
import optax


@dataclass(frozen=True)
class TrainConfig:
    batch_size: int = 96
    micro: int = 32
    lr: float = 3e-3
    steps_per_log: int = 8
    epochs: int = 3


CFG = TrainConfig()
optimizer = optax.adam(CFG.lr)


def recon_loss(model, x):
    return jnp.mean((jax.vmap(model)(x) - x) ** 2)


@eqx.filter_jit
def train_step(model, opt_state, batch):
    x = batch["x"]
    grads_acc, loss_acc = None, 0.0
    for i in range(x.shape[0] // CFG.micro):
        xm = x[i * CFG.micro:(i + 1) * CFG.micro]
        loss, grads = eqx.filter_value_and_grad(recon_loss)(model, xm)
        loss_acc = loss_acc + loss
        grads_acc = grads if grads_acc is None else jax.tree_util.tree_map(jnp.add, grads_acc, grads)
    n = x.shape[0] // CFG.micro
    grads_acc = jax.tree_util.tree_map(lambda g: g / n, grads_acc)
    updates, opt_state = optimizer.update(grads_acc, opt_state, eqx.filter(model, eqx.is_array))
    model = eqx.apply_updates(model, updates)
    return model, opt_state, {"recon": loss_acc / n}


@eqx.filter_jit
def eval_loss(model, x):
    loss = recon_loss(model, x)
    jax.debug.print("full-data recon {r:.4f}", r=loss)
    return loss
