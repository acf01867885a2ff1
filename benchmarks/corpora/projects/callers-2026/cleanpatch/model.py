import jax
import jax.numpy as jnp

from . import patches


def init(key, setup):
    p_dim = setup["patch"] ** 2 * setup["channels"]
    k1, k2, k3 = jax.random.split(key, 3)
    return {
        "embed": {"kernel": jax.random.normal(k1, (p_dim, setup["width"])) * 0.1, "bias": jnp.zeros((setup["width"],))},
        "cls": jax.random.normal(k2, (setup["width"],)) * 0.02,
        "head": {"kernel": jax.random.normal(k3, (setup["width"], setup["classes"])) * 0.1, "bias": jnp.zeros((setup["classes"],))},
    }


def apply(params, images, patch, keep=None):
    tokens = patches.patchify(images, patch)
    g = patches.grid_size(tokens)
    assert g * g == tokens.shape[1]
    if keep is not None:
        tokens = patches.select_tokens(tokens, keep)
    h = tokens @ params["embed"]["kernel"] + params["embed"]["bias"]
    h = patches.add_cls(h, params["cls"])
    h = jax.nn.gelu(h)
    pooled = h[:, 0] + jnp.mean(h[:, 1:], axis=1)
    return pooled @ params["head"]["kernel"] + params["head"]["bias"]
