class AverageMeter:
    def __init__(self):
        self.sum, self.n = 0.0, 0

    def add(self, value, n=1):
        self.sum += float(value) * n
        self.n += n

    @property
    def avg(self):
        return self.sum / max(self.n, 1)
