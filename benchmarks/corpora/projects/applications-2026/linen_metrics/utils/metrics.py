class MetricsAccumulator:
    """Running averages of scalar metrics over an epoch."""

    def __init__(self):
        self.reset()

    def reset(self):
        self.totals = {}
        self.count = 0

    def update(self, **values):
        for k, v in values.items():
            self.totals[k] = self.totals.get(k, 0.0) + v
        self.count += 1

    def summary(self):
        n = max(self.count, 1)
        return {k: float(v / n) for k, v in self.totals.items()}


METRICS = MetricsAccumulator()
