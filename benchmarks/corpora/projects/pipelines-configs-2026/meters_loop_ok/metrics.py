"""Running meters for losses and accuracies."""


class Mean:
    def __init__(self):
        self.reset()

    def reset(self):
        self.total = 0.0
        self.count = 0

    def update(self, value, n=1):
        self.total = self.total + value * n
        self.count += n

    def compute(self):
        return self.total / max(self.count, 1)


class MeterGroup:
    def __init__(self, *names):
        self.meters = {name: Mean() for name in names}

    def reset(self):
        for m in self.meters.values():
            m.reset()

    def update(self, n=1, **values):
        for name, value in values.items():
            self.meters[name].update(value, n)

    def compute(self):
        return {name: float(m.compute()) for name, m in self.meters.items()}
