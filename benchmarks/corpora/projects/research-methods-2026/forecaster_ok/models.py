from flax import nnx


class MLPForecaster(nnx.Module):
    """Linear skip + 2-layer MLP residual (a la N-Linear / TiDE-lite)."""

    def __init__(self, window, horizon, hidden, rngs):
        self.linear = nnx.Linear(window, horizon, rngs=rngs)
        self.fc1 = nnx.Linear(window, hidden, rngs=rngs)
        self.fc2 = nnx.Linear(hidden, hidden, rngs=rngs)
        self.out = nnx.Linear(hidden, horizon, rngs=rngs)

    def __call__(self, x):
        last = x[:, -1:]
        h = nnx.gelu(self.fc1(x - last))
        h = nnx.gelu(self.fc2(h))
        return last + self.linear(x - last) + self.out(h)
