import time


class Progress:
    def __init__(self, name):
        self.name = name
        self.t0 = time.perf_counter()
        self.values = []

    def add(self, v):
        self.values.append(float(v))

    def report(self, epoch):
        mean = sum(self.values) / max(len(self.values), 1)
        print("%s epoch %d: %.4f (%.1fs)" % (self.name, epoch, mean, time.perf_counter() - self.t0))
