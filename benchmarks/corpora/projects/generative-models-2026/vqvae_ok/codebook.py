import jax
import jax.numpy as jnp
from flax import nnx


class VectorQuantizer(nnx.Module):
    def __init__(self, num_codes, code_dim, *, rngs, beta=0.25):
        self.num_codes = num_codes
        self.code_dim = code_dim
        self.beta = beta
        init = jax.random.uniform(rngs.params(), (num_codes, code_dim),
                                  minval=-1.0 / num_codes, maxval=1.0 / num_codes)
        self.embedding = nnx.Param(init)

    def nearest(self, flat):
        codes = self.embedding[...]
        d = (jnp.sum(flat ** 2, axis=1, keepdims=True)
             - 2.0 * flat @ codes.T
             + jnp.sum(codes ** 2, axis=1)[None, :])
        return jnp.argmin(d, axis=1)

    def __call__(self, z):
        flat = z.reshape(-1, self.code_dim)
        idx = self.nearest(flat)
        quantized = self.embedding[...][idx].reshape(z.shape)

        codebook_loss = jnp.mean((quantized - jax.lax.stop_gradient(z)) ** 2)
        commit_loss = jnp.mean((jax.lax.stop_gradient(quantized) - z) ** 2)
        quantized = z + jax.lax.stop_gradient(quantized - z)

        counts = jnp.bincount(idx, length=self.num_codes)
        probs = counts / idx.shape[0]
        entropy = -jnp.sum(probs * jnp.log(probs + 1e-10))

        aux = {
            "vq_loss": codebook_loss + self.beta * commit_loss,
            "perplexity": jnp.exp(entropy),
            "codes": idx.reshape(z.shape[:-1]),
        }
        return quantized, aux
