from flax import nnx


class Encoder(nnx.Module):
    def __init__(self, din, hidden, rep_dim, rngs):
        self.l1 = nnx.Linear(din, hidden, rngs=rngs)
        self.l2 = nnx.Linear(hidden, hidden, rngs=rngs)
        self.out = nnx.Linear(hidden, rep_dim, rngs=rngs)

    def __call__(self, x):
        x = nnx.relu(self.l1(x))
        x = nnx.relu(self.l2(x))
        return self.out(x)


class SimCLRModel(nnx.Module):
    def __init__(self, din, hidden, rep_dim, proj_dim, rngs):
        self.encoder = Encoder(din, hidden, rep_dim, rngs)
        self.p1 = nnx.Linear(rep_dim, rep_dim, rngs=rngs)
        self.p2 = nnx.Linear(rep_dim, proj_dim, rngs=rngs)

    def represent(self, x):
        return self.encoder(x)

    def __call__(self, x):
        h = self.encoder(x)
        return self.p2(nnx.relu(self.p1(h)))
