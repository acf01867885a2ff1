import functools

import jax
import jax.numpy as jnp
import optax

from . import embed, model, tables


@functools.partial(jax.jit, static_argnums=(0,))
def per_position_loss(net, params, tokens):
    out = model.logits(net, params, tokens[:, :-1])
    ce = optax.softmax_cross_entropy_with_integer_labels(out, tokens[:, 1:])
    return ce.mean(axis=0)


def position_similarity(max_len, dim):
    table = tables.rows(max_len, dim)
    return table @ table[0]


def eager_row_check(dim, max_len, positions=(0, 3, 7)):
    h = jnp.zeros((dim,))
    return [float(jnp.abs(embed.add_position(h, p, max_len)).sum()) for p in positions]


def cache_stats():
    info = tables.sinusoid.cache_info()
    return {"hits": info.hits, "misses": info.misses}
