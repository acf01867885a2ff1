import equinox as eqx
import jax
import jax.numpy as jnp


class PatchEmbed(eqx.Module):
    proj: eqx.nn.Linear
    grid: jax.Array
    patch: int = eqx.field(static=True)

    def __init__(self, image_size, patch, channels, dim, key):
        self.patch = patch
        self.grid = jnp.array([image_size, image_size]) // patch
        self.proj = eqx.nn.Linear(patch * patch * channels, dim, key=key)

    def __call__(self, img):
        c, p = img.shape[0], self.patch
        gh, gw = self.grid[0], self.grid[1]
        x = img.reshape(c, gh, p, gw, p).transpose(1, 3, 2, 4, 0)
        return jax.vmap(self.proj)(x.reshape(gh * gw, p * p * c))


class Block(eqx.Module):
    norm1: eqx.nn.LayerNorm
    attn: eqx.nn.MultiheadAttention
    norm2: eqx.nn.LayerNorm
    mlp: eqx.nn.MLP

    def __init__(self, dim, heads, key):
        k1, k2 = jax.random.split(key)
        self.norm1 = eqx.nn.LayerNorm(dim)
        self.attn = eqx.nn.MultiheadAttention(heads, dim, key=k1)
        self.norm2 = eqx.nn.LayerNorm(dim)
        self.mlp = eqx.nn.MLP(dim, dim, 2 * dim, depth=1, activation=jax.nn.gelu, key=k2)

    def __call__(self, x):
        h = jax.vmap(self.norm1)(x)
        x = x + self.attn(h, h, h)
        return x + jax.vmap(self.mlp)(jax.vmap(self.norm2)(x))
