"""Running averages of training quantities."""


class Tracker:
    def __init__(self):
        self.total = 0.0
        self.count = 0

    def update(self, value):
        self.total = self.total + value
        self.count += 1

    def mean(self):
        return self.total / self.count

    def reset(self):
        self.total = 0.0
        self.count = 0
