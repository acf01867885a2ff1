import functools

import jax
import jax.numpy as jnp

from . import evaluate, losses, ops, sizes


@functools.partial(jax.jit, static_argnames=("eps_values",))
def smoothing_sweep(state, x, y, eps_values=(0.0, 0.1, 0.2)):
    logits = state.apply_fn({"params": state.params}, x)
    return jnp.stack([losses.xent(logits, y, eps) for eps in eps_values])


@jax.jit
def eval_and_margin(state, x, y):
    out = evaluate.evaluate(state, x, y)
    logits = state.apply_fn({"params": state.params}, x)
    top2 = jax.lax.top_k(logits, 2)[0]
    out["margin"] = jnp.mean(ops.scale_by_width(top2[:, 0] - top2[:, 1], logits.shape[-1]))
    return out


def width_plan(cfg):
    return {"widths": sizes.layer_widths(cfg.width, cfg.depth, cfg.ratio), "inner": sizes.bottleneck(cfg.width, cfg.ratio)}


def smoothed_targets(n_classes, eps):
    return ops.smooth_labels(jnp.eye(n_classes), eps)
