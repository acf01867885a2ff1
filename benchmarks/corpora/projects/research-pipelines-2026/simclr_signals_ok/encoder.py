from flax import nnx


class Encoder(nnx.Module):
    def __init__(self, in_dim, hidden, embed_dim, proj_dim, *, rngs):
        self.fc1 = nnx.Linear(in_dim, hidden, rngs=rngs)
        self.norm = nnx.LayerNorm(hidden, rngs=rngs)
        self.fc2 = nnx.Linear(hidden, embed_dim, rngs=rngs)
        self.proj1 = nnx.Linear(embed_dim, embed_dim, rngs=rngs)
        self.proj2 = nnx.Linear(embed_dim, proj_dim, rngs=rngs)

    def embed(self, x):
        h = nnx.relu(self.norm(self.fc1(x)))
        return self.fc2(h)

    def __call__(self, x):
        h = self.embed(x)
        return self.proj2(nnx.relu(self.proj1(h)))
