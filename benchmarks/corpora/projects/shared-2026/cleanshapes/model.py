import jax

from . import blocks, ops, shapes, util


def init(key, cfg):
    keys = jax.random.split(key, cfg.depth + 2)
    return {
        "embed": blocks.dense_init(keys[0], cfg.patch * cfg.patch, cfg.width),
        "layers": [blocks.dense_init(k, cfg.width, cfg.width) for k in keys[1:-1]],
        "head": blocks.dense_init(keys[-1], cfg.width, 1),
        "n_patches": util.num_patches(cfg.image, cfg.patch),
    }


def apply(params, images, patch):
    h = blocks.dense(params["embed"], shapes.patchify(images, patch))
    for p in params["layers"]:
        h = blocks.residual(p, h)
    pooled = ops.mean_pool(h, count=params["n_patches"])
    return blocks.dense(params["head"], pooled)[:, 0]
