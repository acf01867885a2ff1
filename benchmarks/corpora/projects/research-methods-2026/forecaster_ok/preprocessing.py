class StandardScaler:
    """Global z-scoring. Fitted lazily on the first data it sees."""

    def __init__(self, eps=1e-6):
        self.eps = eps
        self.mean = None
        self.std = None

    def fit(self, x):
        self.mean = x.mean()
        self.std = x.std() + self.eps
        return self

    def transform(self, x):
        if self.mean is None:
            self.fit(x)
        return (x - self.mean) / self.std

    def inverse_transform(self, z):
        return z * self.std + self.mean
