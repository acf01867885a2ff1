from flax import nnx


class MLP(nnx.Module):
    def __init__(self, d_in, hidden, n_classes, *, rngs):
        self.fc1 = nnx.Linear(d_in, hidden, rngs=rngs)
        self.fc2 = nnx.Linear(hidden, hidden, rngs=rngs)
        self.out = nnx.Linear(hidden, n_classes, rngs=rngs)

    def linears(self):
        return {"fc1": self.fc1, "fc2": self.fc2, "out": self.out}

    def __call__(self, x):
        x = nnx.gelu(self.fc1(x))
        x = nnx.gelu(self.fc2(x))
        return self.out(x)
