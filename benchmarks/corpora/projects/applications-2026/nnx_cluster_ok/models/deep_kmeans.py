import jax
import jax.numpy as jnp
from flax import nnx


class DeepKMeans(nnx.Module):
    def __init__(self, in_dim, hidden, latent, num_clusters, temperature, rngs):
        self.enc1 = nnx.Linear(in_dim, hidden, rngs=rngs)
        self.enc2 = nnx.Linear(hidden, latent, rngs=rngs)
        self.dec1 = nnx.Linear(latent, hidden, rngs=rngs)
        self.dec2 = nnx.Linear(hidden, in_dim, rngs=rngs)
        self.centroids = nnx.Param(jax.random.normal(rngs.params(), (num_clusters, latent)))
        self.num_clusters = num_clusters
        self.temperature = temperature

    def encode(self, x):
        return self.enc2(nnx.relu(self.enc1(x)))

    def __call__(self, x):
        z = self.encode(x)
        recon = self.dec2(nnx.relu(self.dec1(z)))
        d2 = jnp.sum((z[:, None, :] - self.centroids[...][None]) ** 2, axis=-1)
        return recon, -d2 / self.temperature
