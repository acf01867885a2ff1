import equinox as eqx
import jax
import jax.numpy as jnp

from ..layers import Block, PatchEmbed


class ViT(eqx.Module):
    embed: PatchEmbed
    cls: jax.Array
    pos: jax.Array
    blocks: list
    head: eqx.nn.Linear

    def __init__(self, cfg, key):
        keys = jax.random.split(key, cfg.depth + 3)
        n = (cfg.image_size // cfg.patch) ** 2
        self.embed = PatchEmbed(cfg.image_size, cfg.patch, cfg.channels, cfg.dim, keys[0])
        self.cls = jnp.zeros((1, cfg.dim))
        self.pos = 0.02 * jax.random.normal(keys[1], (n + 1, cfg.dim))
        self.blocks = [Block(cfg.dim, cfg.heads, k) for k in keys[3:]]
        self.head = eqx.nn.Linear(cfg.dim, cfg.num_classes, key=keys[2])

    def __call__(self, img):
        x = jnp.concatenate([self.cls, self.embed(img)], axis=0) + self.pos
        for block in self.blocks:
            x = jax.checkpoint(lambda h, blk=block: blk(h))(x)
        return self.head(x[0])
