import json

import equinox as eqx
import jax
import jax.numpy as jnp

CONFIG = json.loads('{"image_size": [32, 32], "patch": [8, 8], "channels": 3, "embed": 24}')


def grid_shape(image_size, patch):
    return tuple(s // p for s, p in zip(image_size, patch))


@eqx.filter_jit
def patchify(img, patch: tuple[int, int], channels_last: bool = True):
    if not channels_last:
        img = jnp.moveaxis(img, 0, -1)
    h, w, c = img.shape
    ph, pw = patch
    x = img.reshape(h // ph, ph, w // pw, pw, c).transpose(0, 2, 1, 3, 4)
    return x.reshape(-1, ph * pw * c)


class PatchEmbed(eqx.Module):
    proj: eqx.nn.Linear
    pos: jax.Array
    patch: tuple = eqx.field(static=True)

    def __init__(self, cfg, *, key):
        k1, k2 = jax.random.split(key)
        self.patch = tuple(cfg["patch"])
        n = len(jnp.zeros(grid_shape(cfg["image_size"], self.patch)).ravel())
        self.proj = eqx.nn.Linear(self.patch[0] * self.patch[1] * cfg["channels"], cfg["embed"], key=k1)
        self.pos = 0.02 * jax.random.normal(k2, (n, cfg["embed"]))

    def __call__(self, img):
        return jax.vmap(self.proj)(patchify(img, self.patch)) + self.pos


imgs = jax.random.uniform(jax.random.PRNGKey(0), (4, *CONFIG["image_size"], CONFIG["channels"]))
embed = PatchEmbed(CONFIG, key=jax.random.PRNGKey(1))
tokens = eqx.filter_jit(eqx.filter_vmap(embed))(imgs)
print(tokens.shape, grid_shape(CONFIG["image_size"], CONFIG["patch"]))
half = (imgs.shape[1] // 2, imgs.shape[2] // 2)
print(patchify(imgs[0], half).shape, patchify(jnp.moveaxis(imgs[0], -1, 0), (4, 4), channels_last=False).shape)
