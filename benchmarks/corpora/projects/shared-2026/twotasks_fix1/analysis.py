import functools

import jax
import jax.numpy as jnp

from . import metrics, reduce, registry, util, weighting


@functools.partial(jax.jit, static_argnames=("n_tasks",))
def per_task_error(params, batch, n_tasks):
    err = metrics.abs_errors(params, batch)
    onehot = jax.nn.one_hot(batch["task"], n_tasks)
    return (onehot * err[:, None]).sum(0) / jnp.maximum(onehot.sum(0), 1.0)


@jax.jit
def weighted_total(per_task):
    return jnp.sum(weighting.normalized_weights() * per_task)


def report(params, batch, tol=0.25):
    per = per_task_error(params, batch, n_tasks=len(registry.TASK_NAMES))
    lines = [util.fmt(registry.lookup(registry.TASK_NAMES, t, "?"), per[t]) for t in sorted(registry.TASK_NAMES)]
    lines.append(util.fmt("weighted", weighted_total(per)))
    lines.append(util.fmt("below tol", reduce.fraction_below(metrics.abs_errors(params, batch), tol)))
    return "\n".join(lines)
