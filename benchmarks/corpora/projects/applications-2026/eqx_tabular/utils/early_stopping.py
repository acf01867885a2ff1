import math


class EarlyStopping:
    def __init__(self, patience=10, min_delta=1e-4):
        self.patience = patience
        self.min_delta = min_delta
        self.best = math.inf
        self.best_step = -1

    def update(self, value, step):
        if value < self.best - self.min_delta:
            self.best = value
            self.best_step = step
        return step - self.best_step > self.patience
