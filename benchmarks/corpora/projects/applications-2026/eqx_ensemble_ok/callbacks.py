import math


class PrintHook:
    def __init__(self, every):
        self.every = every

    def on_step(self, step, metrics):
        if step % self.every == 0:
            print("step %d loss %.4f" % (step, metrics["loss"]))


class NaNGuard:
    def on_step(self, step, metrics):
        loss = float(metrics["loss"])
        if not math.isfinite(loss):
            raise FloatingPointError("loss became %r at step %d" % (loss, step))


class History:
    def __init__(self):
        self.losses = []

    def on_step(self, step, metrics):
        self.losses.append(metrics["loss"])
