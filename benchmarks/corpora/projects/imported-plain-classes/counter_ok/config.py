class Schedule:
    def __init__(self, warmup, total):
        self.warmup = warmup
        self.total = total

    def lr(self, step, base):
        if step < self.warmup:
            return base * step / self.warmup
        return base
