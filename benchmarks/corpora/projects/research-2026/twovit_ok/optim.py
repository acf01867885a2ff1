import jax
import jax.numpy as jnp
import optax
from flax import traverse_util


def freeze_factor(step, freeze_steps):
    return (step >= freeze_steps).astype(jnp.float32)


def mask_backbone(grads, step, freeze_steps):
    factor = freeze_factor(step, freeze_steps)
    flat = traverse_util.flatten_dict(grads)
    flat = {k: (g if k[0] == "head" else g * factor) for k, g in flat.items()}
    return traverse_util.unflatten_dict(flat)


def build_tx(cfg):
    sched = optax.warmup_cosine_decay_schedule(0.0, cfg.lr, cfg.warmup, cfg.total_steps)
    return optax.adamw(sched, weight_decay=0.05)


def grad_norm(grads):
    return jnp.sqrt(sum(jnp.sum(g ** 2) for g in jax.tree.leaves(grads)))
