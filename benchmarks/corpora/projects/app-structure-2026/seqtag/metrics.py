from collections import defaultdict


class RunningAverage:
    def __init__(self):
        self.totals = defaultdict(float)
        self.counts = defaultdict(int)

    def update(self, **values):
        for name, value in values.items():
            self.totals[name] += float(value)
            self.counts[name] += 1

    def compute(self):
        return {name: self.totals[name] / self.counts[name] for name in self.totals}

    def reset(self):
        self.totals.clear()
        self.counts.clear()


def format_metrics(step, metrics):
    parts = [f"{name}={value:.4f}" for name, value in sorted(metrics.items())]
    return f"[step {step:04d}] " + " ".join(parts)
