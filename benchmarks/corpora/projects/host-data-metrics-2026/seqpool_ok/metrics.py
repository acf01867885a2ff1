"""Running metric accumulation."""


class Meter:
    def __init__(self):
        self.sums = {}
        self.counts = {}

    def add(self, values, weight=1):
        for k, v in values.items():
            self.sums[k] = self.sums.get(k, 0.0) + float(v) * weight
            self.counts[k] = self.counts.get(k, 0) + weight

    def means(self):
        return {k: self.sums[k] / self.counts[k] for k in self.sums}


def describe(metrics):
    return ", ".join("{}: {:.3f}".format(k, v) for k, v in metrics.items())
