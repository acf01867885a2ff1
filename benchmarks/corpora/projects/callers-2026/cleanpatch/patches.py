import jax.numpy as jnp
import numpy as np


def patchify(images, patch):
    if images.ndim == 3:
        images = images[..., None]
    b, h, w, c = images.shape
    gh, gw = h // patch, w // patch
    x = images.reshape(b, gh, patch, gw, patch, c).transpose(0, 1, 3, 2, 4, 5)
    return x.reshape(b, gh * gw, patch * patch * c)


def grid_size(tokens):
    return int(tokens.shape[1] ** 0.5)


def keep_mask(n_tokens, keep):
    mask = np.zeros((n_tokens,), dtype=bool)
    mask[list(keep)] = True
    return mask


def select_tokens(tokens, keep):
    mask = keep_mask(tokens.shape[1], keep)
    return tokens[:, mask]


def add_cls(tokens, cls):
    b, n, d = tokens.shape
    out = jnp.zeros((b, n + 1, d), tokens.dtype)
    out = out.at[:, 1:].set(tokens)
    return out.at[:, 0].set(cls)
