import functools
from typing import NamedTuple

import jax
import jax.numpy as jnp


class Config(NamedTuple):
    depth: int
    width: int


def init(key, cfg):
    keys = jax.random.split(key, cfg.depth)
    return [jax.random.normal(k, (cfg.width, cfg.width)) / cfg.width for k in keys]


@functools.partial(jax.jit, static_argnames="cfg")
def forward(params, x, cfg):
    for i in range(cfg.depth):
        x = jax.nn.relu(x @ params[i]) + x
    return x


cfg = Config(depth=3, width=8)
params = init(jax.random.key(0), cfg)
out = forward(params, jnp.ones((2, 8)), cfg=cfg)
print("output mean:", float(out.mean()))
