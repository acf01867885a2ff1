import functools

import jax
import jax.numpy as jnp

from . import evaluate, metrics, regularize, windows


@functools.partial(jax.jit, static_argnames=("rate", "train"))
def dropout_effect(x, key, rate, train=True):
    y = regularize.dropout(x, rate, key, train)
    return jnp.mean(y == 0.0), jnp.mean(y)


@functools.partial(jax.jit, static_argnames=("n",))
def naive_vs_last(ctx, target, n):
    naive = evaluate.naive(ctx, target, n)
    flat = metrics.tail_error(windows.last(ctx, n), target, n)
    return naive, flat


def schedule_table(cfg, steps):
    return [round(regularize.linear_schedule(cfg.drop_start, cfg.drop_end, i / steps), 3) for i in range(steps)]


def window_counts(series, sizes=(8, 12, 16)):
    return {s: windows.sliding(series, s).shape[0] for s in sizes}
