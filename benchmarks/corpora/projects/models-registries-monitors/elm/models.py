import jax
from flax import nnx


class MLPStack(nnx.Module):
    def __init__(self, sizes, *, rngs: nnx.Rngs):
        self.layers = nnx.List(
            [nnx.Linear(a, b, rngs=rngs) for a, b in zip(sizes[:-1], sizes[1:])]
        )

    def __call__(self, x):
        for layer in self.layers[:-1]:
            x = jax.nn.gelu(layer(x))
        return self.layers[-1](x)


class Encoder(MLPStack):
    def __init__(self, dim, hidden, latent, *, rngs):
        super().__init__((dim, hidden, latent), rngs=rngs)


class Decoder(MLPStack):
    def __init__(self, latent, hidden, dim, *, rngs):
        super().__init__((latent, hidden, dim), rngs=rngs)


class AutoEncoder(nnx.Module):
    def __init__(self, dim, hidden, latent, *, rngs: nnx.Rngs):
        self.encoder = Encoder(dim, hidden, latent, rngs=rngs)
        self.decoder = Decoder(latent, hidden, dim, rngs=rngs)

    def __call__(self, x):
        z = self.encoder(x)
        return self.decoder(z), z
