import jax
import jax.numpy as jnp

from . import blocks


def init_model(key, cfg):
    keys = jax.random.split(key, len(cfg["blocks"]) + 2)
    return {
        "embed": jax.random.normal(keys[0], (cfg["in_dim"], cfg["width"])) / jnp.sqrt(cfg["in_dim"]),
        "blocks": [blocks.init_block(k, cfg["width"], spec) for k, spec in zip(keys[1:-1], cfg["blocks"])],
        "head": jax.random.normal(keys[-1], (cfg["width"], cfg["out_dim"])) / jnp.sqrt(cfg["width"]),
    }


def forward(params, x, cfg):
    block_fn = jax.checkpoint(blocks.residual_block)
    h = x @ params["embed"]
    for p, spec in zip(params["blocks"], cfg["blocks"]):
        h = block_fn(p, h, spec["pre_norm"])
    return h @ params["head"]
