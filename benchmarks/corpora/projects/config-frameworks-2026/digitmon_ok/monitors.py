import time

import jax.numpy as jnp
import optax


class Monitor:
    def on_step(self, grads, metrics):
        return metrics

    def on_host(self, step, metrics):
        pass

    def summary(self):
        return {}


class GradNormMonitor(Monitor):
    def __init__(self):
        self.history = []

    def on_step(self, grads, metrics):
        return {**metrics, "grad_norm": optax.global_norm(grads)}

    def on_host(self, step, metrics):
        if "grad_norm" in metrics:
            self.history.append(metrics["grad_norm"])

    def summary(self):
        norms = jnp.stack(self.history)
        return {"grad_norm/max": float(norms.max()), "grad_norm/mean": float(norms.mean())}


class ThroughputMonitor(Monitor):
    def __init__(self):
        self.times = []

    def on_host(self, step, metrics):
        self.times.append(time.perf_counter())

    def summary(self):
        if len(self.times) < 2:
            return {}
        return {"steps_per_sec": (len(self.times) - 1) / (self.times[-1] - self.times[0])}


class LossSpikeMonitor(Monitor):
    def __init__(self, factor=3.0):
        self.factor = factor
        self.losses = []
        self.spikes = 0

    def on_host(self, step, metrics):
        loss = float(metrics["loss"])
        if self.losses and loss > self.factor * min(self.losses):
            self.spikes += 1
        self.losses.append(loss)

    def summary(self):
        return {"loss_spikes": self.spikes}


MONITORS = {"grad_norm": GradNormMonitor, "throughput": ThroughputMonitor, "loss_spike": LossSpikeMonitor}
