"""Object-held metric history (host floats only)."""


class Tracker:
    def __init__(self):
        self.history = {}
        self.best = {}

    def update(self, step, values):
        for name, v in values.items():
            v = float(v)
            self.history.setdefault(name, []).append((step, v))
            if name not in self.best or v < self.best[name][1]:
                self.best[name] = (step, v)

    def last(self, name):
        return self.history[name][-1][1]

    def line(self, step):
        return f"step {step:3d} " + " ".join(
            f"{k}={self.last(k):.4f} (best {b[1]:.4f}@{b[0]})" for k, b in self.best.items())
