import equinox as eqx
import jax
import jax.numpy as jnp


class MixerBlock(eqx.Module):
    norm1: eqx.nn.LayerNorm
    token_mlp: eqx.nn.MLP
    norm2: eqx.nn.LayerNorm
    channel_mlp: eqx.nn.MLP

    def __init__(self, num_patches, hidden, token_dim, channel_dim, key):
        k1, k2 = jax.random.split(key)
        self.norm1 = eqx.nn.LayerNorm(hidden)
        self.token_mlp = eqx.nn.MLP(num_patches, num_patches, token_dim, depth=1, activation=jax.nn.gelu, key=k1)
        self.norm2 = eqx.nn.LayerNorm(hidden)
        self.channel_mlp = eqx.nn.MLP(hidden, hidden, channel_dim, depth=1, activation=jax.nn.gelu, key=k2)

    def __call__(self, x):
        # x: [num_patches, hidden]
        y = jax.vmap(self.norm1)(x)
        x = x + jax.vmap(self.token_mlp, in_axes=1, out_axes=1)(y)
        y = jax.vmap(self.norm2)(x)
        return x + jax.vmap(self.channel_mlp)(y)


class Mixer(eqx.Module):
    patch_embed: eqx.nn.Conv2d
    blocks: list
    norm: eqx.nn.LayerNorm
    head: eqx.nn.Linear

    def __init__(self, cfg, key):
        keys = jax.random.split(key, cfg.depth + 2)
        num_patches = (cfg.image_size // cfg.patch_size) ** 2
        self.patch_embed = eqx.nn.Conv2d(1, cfg.hidden, cfg.patch_size, stride=cfg.patch_size, key=keys[0])
        self.blocks = [MixerBlock(num_patches, cfg.hidden, cfg.token_mlp, cfg.channel_mlp, k) for k in keys[1:-1]]
        self.norm = eqx.nn.LayerNorm(cfg.hidden)
        self.head = eqx.nn.Linear(cfg.hidden, cfg.num_classes, key=keys[-1])

    def __call__(self, img):
        x = self.patch_embed(img)             # [hidden, h, w]
        x = x.reshape(x.shape[0], -1).T       # [num_patches, hidden]
        for blk in self.blocks:
            x = blk(x)
        x = jax.vmap(self.norm)(x).mean(axis=0)
        return self.head(x)
