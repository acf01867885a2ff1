"""Trainer callbacks.

`on_step_begin` hooks run inside the compiled step and may rewrite the
optimizer hyperparameters; `on_step_end` and `on_epoch_end` hooks run on the
host with concrete metrics.
"""
import math

import jax.numpy as jnp


class Callback:
    def on_step_begin(self, step, hparams):
        return hparams

    def on_step_end(self, step, metrics, trainer):
        pass

    def on_epoch_end(self, epoch, logs, trainer):
        pass


class WarmupCosine(Callback):
    def __init__(self, base_lr, warmup_steps, total_steps, final_scale=0.1):
        self.base_lr = base_lr
        self.warmup_steps = warmup_steps
        self.total_steps = total_steps
        self.final_scale = final_scale

    def lr_at(self, step):
        if step < self.warmup_steps:
            return self.base_lr * (step + 1) / self.warmup_steps
        span = max(1, self.total_steps - self.warmup_steps)
        progress = jnp.minimum((step - self.warmup_steps) / span, 1.0)
        cosine = 0.5 * (1.0 + jnp.cos(math.pi * progress))
        return self.base_lr * (self.final_scale + (1.0 - self.final_scale) * cosine)

    def on_step_begin(self, step, hparams):
        hparams = dict(hparams)
        hparams["learning_rate"] = self.lr_at(step)
        return hparams


class WeightDecayRamp(Callback):
    """Linearly ramps weight decay from zero over the first `ramp_steps`."""

    def __init__(self, final_wd, ramp_steps):
        self.final_wd = final_wd
        self.ramp_steps = ramp_steps

    def on_step_begin(self, step, hparams):
        hparams = dict(hparams)
        frac = jnp.clip(step / self.ramp_steps, 0.0, 1.0)
        hparams["weight_decay"] = self.final_wd * frac
        return hparams


class Logger(Callback):
    def __init__(self, every):
        self.every = every
        self.rows = []

    def on_step_end(self, step, metrics, trainer):
        if step % self.every == 0:
            row = {k: float(v) for k, v in metrics.items()}
            self.rows.append((step, row))
            print(f"  step {step:4d} " + " ".join(f"{k} {v:.4g}" for k, v in row.items()))


class BestTracker(Callback):
    def __init__(self, key="eval_mse"):
        self.key = key
        self.best = math.inf
        self.best_epoch = -1

    def on_epoch_end(self, epoch, logs, trainer):
        if logs[self.key] < self.best:
            self.best = logs[self.key]
            self.best_epoch = epoch
