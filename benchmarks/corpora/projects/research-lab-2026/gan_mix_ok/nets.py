from flax import nnx


class MLP(nnx.Module):
    def __init__(self, d_in, hidden, d_out, rngs):
        self.l1 = nnx.Linear(d_in, hidden, rngs=rngs)
        self.l2 = nnx.Linear(hidden, hidden, rngs=rngs)
        self.l3 = nnx.Linear(hidden, d_out, rngs=rngs)

    def __call__(self, x):
        x = nnx.leaky_relu(self.l1(x), 0.2)
        x = nnx.leaky_relu(self.l2(x), 0.2)
        return self.l3(x)


class Generator(MLP):
    def __init__(self, noise_dim, hidden, rngs):
        super().__init__(noise_dim, hidden, 2, rngs)


class Discriminator(MLP):
    def __init__(self, hidden, rngs):
        super().__init__(2, hidden, 1, rngs)

    def __call__(self, x):
        return super().__call__(x)[..., 0]
