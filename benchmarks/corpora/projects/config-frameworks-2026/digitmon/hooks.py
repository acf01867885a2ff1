from .monitors import MONITORS


class HookList:
    def __init__(self, names):
        self.monitors = [MONITORS[n]() for n in names]

    def on_step(self, grads, metrics):
        for m in self.monitors:
            metrics = m.on_step(grads, metrics)
        return metrics

    def on_host(self, step, metrics):
        for m in self.monitors:
            m.on_host(step, metrics)

    def summary(self):
        out = {}
        for m in self.monitors:
            out.update(m.summary())
        return out
