import jax
import jax.numpy as jnp


def init_cache(cfg, batch_size, dtype=jnp.float32):
    head_dim = cfg.d_model // cfg.n_heads
    shape = (batch_size, cfg.max_len, cfg.n_heads, head_dim)
    return [dict(k=jnp.zeros(shape, dtype), v=jnp.zeros(shape, dtype)) for _ in range(cfg.n_layers)]


def update_layer_cache(layer_cache, k, v, pos):
    """Write the keys/values of the current token (B, 1, H, Dh) at position pos."""
    k_all = jax.lax.dynamic_update_slice_in_dim(layer_cache["k"], k, pos, axis=1)
    v_all = jax.lax.dynamic_update_slice_in_dim(layer_cache["v"], v, pos, axis=1)
    return dict(k=k_all, v=v_all)


def cache_bytes(caches):
    return sum(x.size * x.dtype.itemsize for x in jax.tree.leaves(caches))
