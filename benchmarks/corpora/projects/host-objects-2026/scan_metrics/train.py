"""The training loop as a single jitted lax.scan."""
import functools

import jax
import numpy as np
from jax import lax

from . import metrics, step


@functools.partial(jax.jit, static_argnames=("warmup",))
def run_scan(params, stacked, base_lr, warmup):
    def body(params, batch):
        return step.sgd_step(params, batch, base_lr, warmup)

    return lax.scan(body, params, stacked)


def train(params, stacked, base_lr=0.1, warmup=5):
    params, losses = run_scan(params, stacked, base_lr, warmup)
    metrics.record_many("loss", np.asarray(losses))
    return params
